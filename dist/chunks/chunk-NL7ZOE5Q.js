import { createRequire as __leashCreateRequire } from 'node:module'; const require = __leashCreateRequire(import.meta.url);
import {
  PathPatternResolver,
  floors,
  isWithin,
  parsePattern
} from "./chunk-RBMSRWKV.js";

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
  const knownFloors = new Set(floors.map((f) => f.name));
  for (const layer of own) {
    for (const lift of layer.lifts) {
      if (!knownFloors.has(lift.floor)) {
        warnings.push({ source: lift.source, message: `floors.lift "${lift.floor}" is not a built-in floor; known floors: ${[...knownFloors].join(", ")}` });
      }
    }
    for (const name of layer.envPass) {
      if (SECRET_NAME.test(name)) {
        warnings.push({ source: layer.file ?? "policy", message: `env.pass "${name}" hands a secret-looking variable to every command the agent runs` });
      }
    }
  }
  return warnings;
}
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
`;

export {
  lintPolicy,
  STARTER_POLICY
};
