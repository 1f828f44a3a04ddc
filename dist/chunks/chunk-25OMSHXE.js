import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  PathPatternResolver,
  isWithin,
  parseHostPattern,
  parsePattern,
  rawPrefixEndsWord
} from "./chunk-LJOXV47Y.js";

// src/policy/lint.ts
var SECRET_NAME = /(TOKEN|SECRET|PASSWORD|PASSWD|API_KEY|PRIVATE_KEY|CREDENTIALS?)$/i;
function lintPolicy(policy) {
  const warnings = [];
  const resolver = new PathPatternResolver(policy);
  const own = policy.layers.filter((layer) => layer.layer !== "builtin");
  const rulesBySection = /* @__PURE__ */ new Map();
  for (const layer of own) {
    for (const [section, rules] of layer.tools) {
      const list = rulesBySection.get(section) ?? [];
      list.push(...rules.deny, ...rules.allow);
      rulesBySection.set(section, list);
    }
  }
  const builtinDenies = policy.layers.find((l) => l.layer === "builtin")?.tools.get("write")?.deny ?? [];
  for (const [section, rules] of rulesBySection) {
    const isPath = section === "read" || section === "write";
    const seen = /* @__PURE__ */ new Map();
    for (const rule of rules) {
      const parsed = parsePattern(rule.pattern);
      const key = `${rule.effect}\0${rule.pattern}`;
      const earlier = seen.get(key);
      if (earlier) warnings.push({ source: rule.source, message: `${rule.effect} "${rule.pattern}" repeats ${earlier.source}` });
      seen.set(key, rule);
      const inner = innerStar(rule.pattern, parsed);
      if (inner) {
        warnings.push({ source: rule.source, message: `"${rule.pattern}": a \`*\` inside a pattern is a literal character, so this matches only text that contains "*" there; patterns are prefixes (\`cmd *\`, \`dir/**\`, \`prefix*\`)` });
      }
      if (!isPath && /^\s|\s$|\s{2}/.test(rule.pattern)) {
        warnings.push({ source: rule.source, message: `"${rule.pattern}" can never match: commands are compared with whitespace collapsed and trimmed` });
      }
      if (!isPath && /["'\\]/.test(rule.pattern)) {
        warnings.push({ source: rule.source, message: `"${rule.pattern}" can never match quoted text: commands are compared with quotes and escapes removed` });
      }
      if (section === "bash" && parsed.form === "raw" && rawPrefixEndsWord(parsed.body)) {
        const words = parsed.body.split(" ");
        const what = words.length === 1 ? "the program's name" : `the subcommand "${words[words.length - 1]}"`;
        warnings.push({
          source: rule.source,
          message: `"${rule.pattern}": a raw prefix never extends ${what} into another word, so this covers "${parsed.body}" alone or followed by a space and anything, as "${parsed.body} *" does (not "${parsed.body}x"); write "${parsed.body} *" to say so`
        });
      }
      if (section === "write" && rule.effect === "allow" && parsed.form === "universal") {
        warnings.push({ source: rule.source, message: `write allow "${rule.pattern}" allows writing every path, outside the workspace too (home directory files, other repositories); list the folders the agent may write instead` });
      }
      if (section === "bash" && parsed.form === "subtree") {
        warnings.push({ source: rule.source, message: `"${rule.pattern}" is a path pattern under bash; it matches only that literal text. Put paths under read or write` });
      }
      if (isPath && parsed.form === "words") {
        warnings.push({ source: rule.source, message: `"${rule.pattern}" ends in " *", which has no meaning for paths; write "dir/**" for a subtree or "prefix*" for a raw prefix` });
      }
      if (section === "write" && rule.effect === "allow") {
        const blocked = builtinDenies.find((deny) => pathCovers(parsePattern(deny.pattern), parsed, resolver));
        if (blocked) warnings.push({ source: rule.source, message: `allow "${rule.pattern}" never takes effect: the built-in deny "${blocked.pattern}" wins and no policy lifts it` });
      }
    }
    for (const allow of rules.filter((r) => r.effect === "allow")) {
      const allowPattern = parsePattern(allow.pattern);
      const shadow = rules.find((deny) => deny.effect === "deny" && (isPath ? pathCovers(parsePattern(deny.pattern), allowPattern, resolver) : commandCovers(parsePattern(deny.pattern), allowPattern)));
      if (shadow) warnings.push({ source: allow.source, message: `allow "${allow.pattern}" is shadowed by deny "${shadow.pattern}" (${shadow.source}): a deny always wins, so this allow never applies` });
    }
  }
  for (const layer of own) {
    for (const rule of layer.network?.allow ?? []) {
      const broad = broadHostAllow(rule.pattern);
      if (broad) warnings.push({ source: rule.source, message: `network allow "${rule.pattern}" ${broad}` });
    }
    for (const rule of layer.caches ?? []) {
      const parsed = parsePattern(rule.pattern);
      const root = parsed.form === "universal" ? "/" : parsed.form === "subtree" ? resolver.resolve(parsed.body || "/") : null;
      if (root !== null && (root === "/" || root === policy.home || isWithin(policy.workspace, root))) {
        warnings.push({ source: rule.source, message: `caches "${rule.pattern}" lets commands write all of ${root === "/" ? "the file system" : root === policy.home ? "the home folder" : root}; name the cache folders (\`~/.npm/**\`)` });
      }
      if (parsed.form === "raw") warnings.push({ source: rule.source, message: `caches "${rule.pattern}" is a raw prefix, which the sandbox cannot open for writing; name the folder (\`~/.cache/pip/**\`)` });
    }
    for (const name of layer.envPass) {
      if (SECRET_NAME.test(name)) {
        warnings.push({ source: layer.file ?? "policy", message: `env.pass "${name}" hands a secret-looking variable to every command the agent runs` });
      }
    }
  }
  return warnings;
}
function broadHostAllow(pattern) {
  const parsed = parseHostPattern(pattern);
  if (parsed.form === "any") return "lets commands connect to any host: anything they read can leave with them; name the hosts";
  if (parsed.form === "below" && !parsed.host.includes(".")) return `lets commands connect to every host under .${parsed.host}; name the hosts`;
  if (parsed.form === "below" && SHARED_HOSTING.has(parsed.host)) return `covers every site and bucket under ${parsed.host}, where anyone can host one and receive what a command sends; name the hosts`;
  return null;
}
var SHARED_HOSTING = /* @__PURE__ */ new Set(["github.io", "githubusercontent.com", "amazonaws.com", "s3.amazonaws.com", "cloudfront.net", "herokuapp.com", "vercel.app", "netlify.app", "pages.dev", "workers.dev", "appspot.com", "azurewebsites.net", "blob.core.windows.net", "web.app", "firebaseapp.com", "ngrok.io", "ngrok-free.app", "trycloudflare.com", "storage.googleapis.com", "googleapis.com"]);
function innerStar(pattern, parsed) {
  if (parsed.form === "universal") return false;
  return parsed.body.includes("*");
}
function commandCovers(outer, inner) {
  if (outer.form === "universal") return true;
  if (inner.form === "universal") return false;
  const innerPrefix = inner.body;
  switch (outer.form) {
    case "words":
      if (inner.form === "raw") return innerPrefix.startsWith(`${outer.body} `);
      return innerPrefix === outer.body || innerPrefix.startsWith(`${outer.body} `);
    case "raw":
      if (rawPrefixEndsWord(outer.body)) return innerPrefix === outer.body || innerPrefix.startsWith(`${outer.body} `);
      return innerPrefix.startsWith(outer.body);
    case "exact":
      return inner.form === "exact" && inner.body === outer.body;
    default:
      return false;
  }
}
function pathCovers(outer, inner, resolver) {
  if (outer.form === "universal") return true;
  if (inner.form === "universal") return false;
  const innerBase = inner.form === "raw" ? resolver.rawPrefix(inner.body) : resolver.resolve(inner.body || "/");
  switch (outer.form) {
    case "subtree": {
      const root = resolver.resolve(outer.body || "/");
      return inner.form === "raw" ? innerBase.startsWith(`${root}/`) : isWithin(innerBase, root);
    }
    case "raw":
      return innerBase.startsWith(resolver.rawPrefix(outer.body));
    case "exact":
      return inner.form === "exact" && innerBase === resolver.resolve(outer.body);
    default:
      return false;
  }
}

// src/policy/starter.ts
var STARTER_POLICY = `# Leash policy: what the CI agent may do. Edit it, then run \`leash policy test\`.
#
# How it reads (docs/policy.md has the whole reference):
# - A deny from any layer always wins. A call is allowed when an allow covers every part of it.
# - Anything no rule covers gets the default below. In CI nobody can answer a prompt, so
#   "prompt" refuses too, but is reported as "needs approval" rather than "denied".
# - Patterns are prefixes: "git diff *" is git diff alone or with arguments, "src/**" a folder
#   and everything below it, ".env*" any path starting with .env, anything else exact.
# - Reads and writes anywhere inside the workspace are allowed until you give an allow list
#   under read or write; writes to .git/** are always denied (hooks and config run code).
version: 1

# What no rule covers: refused, and reported as needing approval.
default: prompt

tools:
  bash:
    allow:
      # Looking around. These read and print; none of them change anything.
      - "git status *"
      - "git diff *"
      - "git log *"
      - "git show *"
      - "git branch --show-current"
      - "ls *"
      - "pwd"
      - "wc *"
      - "cat *"          # its file arguments still meet the read rules below
      - "head *"
      - "tail *"
      - "grep *"
      - "echo *"
      # Add the project's own checks here, for example:
      # - "npm test *"
      # - "npm run lint *"
    deny:
      - "git push *"     # the workflow publishes results, never the agent
      - "git commit *"
      - "rm *"
      - "curl *"
      - "wget *"
      - "sudo *"
  write:
    deny:
      - ".github/**"     # workflows run with the repository's secrets
      - ".env*"
  read:
    deny:
      - ".env*"          # also covers \`cat .env\` and \`grep KEY .env\` in bash
      - "~/.ssh/**"
      - "~/.aws/**"

# Where commands may connect (through the sandbox's proxy): nowhere unless a host is listed.
# Uncomment what the project's commands need. "*.host" is every name below host; "host:443"
# one port. Every allowed host receives what a command sends it, and the code hosts accept
# pushes, gists and issues: see "Network" in docs/policy.md before opening one.
network:
  allow: [
    # Package registries
    # "registry.npmjs.org",           # npm, pnpm, yarn
    # "registry.yarnpkg.com",         # yarn 1
    # "pypi.org",                     # pip, uv: the index
    # "files.pythonhosted.org",       # pip, uv: the files
    # "crates.io", "index.crates.io", "static.crates.io",   # cargo
    # "proxy.golang.org", "sum.golang.org",                  # go modules
    # "rubygems.org", "index.rubygems.org",                  # bundler
    # "repo.maven.apache.org", "repo1.maven.org",            # maven, gradle
    # "plugins.gradle.org", "services.gradle.org",           # gradle
    # "api.nuget.org",                                       # dotnet
    # "registry-1.docker.io", "auth.docker.io", "production.cloudflare.docker.com",  # docker pulls
    # Code hosts (they also accept data: pushes, gists, issues)
    # "github.com", "codeload.github.com", "objects.githubusercontent.com",
    # "gitlab.com",
    # "bitbucket.org",
  ]
  deny: []

# Whether commands run in the OS sandbox: required (refuse to start without it), auto (use it
# when it works, say so when it does not) or off. The Action defaults to required on Linux.
# sandbox: required

tests:
  - { bash: "git status", expect: allow }
  - { bash: "git diff HEAD~1 -- src", expect: allow }
  - { bash: "ls -la && wc -l README.md", expect: allow }
  - { bash: "git push origin main", expect: deny }
  - { bash: "rm -rf build", expect: deny }
  - { bash: "cat .env", expect: deny }
  - { bash: "npm install left-pad", expect: prompt }
  - { bash: "echo $(id)", expect: prompt }
  - { write: ".github/workflows/ci.yml", expect: deny }
  - { write: ".git/hooks/pre-commit", expect: deny }
  - { read: "~/.ssh/id_rsa", expect: deny }
  - { network: "example.com:443", expect: deny }
`;

// src/policy/sandbox-mode.ts
var RANK = { off: 0, auto: 1, required: 2 };
function policySandboxMode(policy) {
  let best = null;
  for (const layer of policy.layers) {
    const own = layer.sandbox;
    if (own && (best === null || RANK[own.mode] > RANK[best.mode])) best = own;
  }
  return best;
}
function resolveSandboxMode(policy, input) {
  const fromPolicy = policySandboxMode(policy);
  const requestedBy = input.requestedBy ?? "--sandbox";
  if (fromPolicy?.mode === "required") {
    const resolved = { mode: "required", source: fromPolicy.source };
    if (input.requested !== void 0 && input.requested !== "required") {
      resolved.overruled = `${requestedBy} ${input.requested} is set aside: the policy requires the sandbox (sandbox: required, ${fromPolicy.source})`;
    }
    return resolved;
  }
  if (input.requested !== void 0) return { mode: input.requested, source: requestedBy };
  if (fromPolicy) return { mode: fromPolicy.mode, source: fromPolicy.source };
  return { mode: input.fallback, source: input.fallbackSource ?? "default" };
}

export {
  resolveSandboxMode,
  lintPolicy,
  STARTER_POLICY
};
