// `leash policy lint`: patterns that do not mean what they seem (DESIGN.md section 7).
import { rawPrefixEndsWord } from '../bash/index.js';
import { isWithin } from '../paths/index.js';
import { parsePattern, PathPatternResolver, type ParsedPattern } from './patterns.js';
import { parseHostPattern } from './network.js';
import type { Policy, Rule } from './types.js';

export interface LintWarning {
  /** `file:line` of the rule or entry. */
  source: string;
  message: string;
}

const SECRET_NAME = /(TOKEN|SECRET|PASSWORD|PASSWD|API_KEY|PRIVATE_KEY|CREDENTIALS?)$/i;

export function lintPolicy(policy: Policy): LintWarning[] {
  const warnings: LintWarning[] = [];
  const resolver = new PathPatternResolver(policy);
  const own = policy.layers.filter((layer) => layer.layer !== 'builtin');
  const rulesBySection = new Map<string, Rule[]>();
  for (const layer of own) {
    for (const [section, rules] of layer.tools) {
      const list = rulesBySection.get(section) ?? [];
      list.push(...rules.deny, ...rules.allow);
      rulesBySection.set(section, list);
    }
  }
  const builtinDenies = policy.layers.find((l) => l.layer === 'builtin')?.tools.get('write')?.deny ?? [];

  for (const [section, rules] of rulesBySection) {
    const isPath = section === 'read' || section === 'write';
    const seen = new Map<string, Rule>();
    for (const rule of rules) {
      const parsed = parsePattern(rule.pattern);
      const key = `${rule.effect}\0${rule.pattern}`;
      const earlier = seen.get(key);
      if (earlier) warnings.push({ source: rule.source, message: `${rule.effect} "${rule.pattern}" repeats ${earlier.source}` });
      seen.set(key, rule);

      const inner = innerStar(rule.pattern, parsed);
      if (inner) {
        warnings.push({
          source: rule.source,
          message: `"${rule.pattern}": a \`*\` inside a pattern is a literal character, so this matches only text that contains "*" there; patterns are prefixes (\`cmd *\`, \`dir/**\`, \`prefix*\`)`,
        });
      }
      if (!isPath && /^\s|\s$|\s{2}/.test(rule.pattern)) {
        warnings.push({ source: rule.source, message: `"${rule.pattern}" can never match: commands are compared with whitespace collapsed and trimmed` });
      }
      if (!isPath && /["'\\]/.test(rule.pattern)) {
        warnings.push({ source: rule.source, message: `"${rule.pattern}" can never match quoted text: commands are compared with quotes and escapes removed` });
      }
      if (section === 'bash' && parsed.form === 'raw' && rawPrefixEndsWord(parsed.body)) {
        const words = parsed.body.split(' ');
        const what = words.length === 1 ? "the program's name" : `the subcommand "${words[words.length - 1]}"`;
        warnings.push({
          source: rule.source,
          message: `"${rule.pattern}": a raw prefix never extends ${what} into another word, so this covers "${parsed.body}" alone or followed by a space and anything, as "${parsed.body} *" does (not "${parsed.body}x"); write "${parsed.body} *" to say so`,
        });
      }
      if (section === 'write' && rule.effect === 'allow' && parsed.form === 'universal') {
        warnings.push({
          source: rule.source,
          message: `write allow "${rule.pattern}" allows writing every path, outside the workspace too (home directory files, other repositories); list the folders the agent may write instead`,
        });
      }
      if (section === 'bash' && parsed.form === 'subtree') {
        warnings.push({
          source: rule.source,
          message: `"${rule.pattern}" is a path pattern under bash; it matches only that literal text. Put paths under read or write`,
        });
      }
      if (isPath && parsed.form === 'words') {
        warnings.push({
          source: rule.source,
          message: `"${rule.pattern}" ends in " *", which has no meaning for paths; write "dir/**" for a subtree or "prefix*" for a raw prefix`,
        });
      }
      if (section === 'write' && rule.effect === 'allow') {
        const blocked = builtinDenies.find((deny) => pathCovers(parsePattern(deny.pattern), parsed, resolver));
        if (blocked)
          warnings.push({
            source: rule.source,
            message: `allow "${rule.pattern}" never takes effect: the built-in deny "${blocked.pattern}" wins and no policy lifts it`,
          });
      }
    }
    for (const allow of rules.filter((r) => r.effect === 'allow')) {
      const allowPattern = parsePattern(allow.pattern);
      const shadow = rules.find(
        (deny) =>
          deny.effect === 'deny' &&
          (isPath ? pathCovers(parsePattern(deny.pattern), allowPattern, resolver) : commandCovers(parsePattern(deny.pattern), allowPattern)),
      );
      if (shadow)
        warnings.push({
          source: allow.source,
          message: `allow "${allow.pattern}" is shadowed by deny "${shadow.pattern}" (${shadow.source}): a deny always wins, so this allow never applies`,
        });
    }
  }

  // An unknown floors.lift name is a load error (load.ts), so it never reaches lint.
  for (const layer of own) {
    for (const rule of layer.network?.allow ?? []) {
      const broad = broadHostAllow(rule.pattern);
      if (broad) warnings.push({ source: rule.source, message: `network allow "${rule.pattern}" ${broad}` });
    }
    for (const rule of layer.caches ?? []) {
      const parsed = parsePattern(rule.pattern);
      const root = parsed.form === 'universal' ? '/' : parsed.form === 'subtree' ? resolver.resolve(parsed.body || '/') : null;
      if (root !== null && (root === '/' || root === policy.home || isWithin(policy.workspace, root))) {
        warnings.push({
          source: rule.source,
          message: `caches "${rule.pattern}" lets commands write all of ${root === '/' ? 'the file system' : root === policy.home ? 'the home folder' : root}; name the cache folders (\`~/.npm/**\`)`,
        });
      }
      if (parsed.form === 'raw')
        warnings.push({
          source: rule.source,
          message: `caches "${rule.pattern}" is a raw prefix, which the sandbox cannot open for writing; name the folder (\`~/.cache/pip/**\`)`,
        });
    }
    for (const name of layer.envPass) {
      if (SECRET_NAME.test(name)) {
        warnings.push({ source: layer.file ?? 'policy', message: `env.pass "${name}" hands a secret-looking variable to every command the agent runs` });
      }
    }
  }
  return warnings;
}

/**
 * Why a network allow reaches further than it looks, or null: any host, every name under a
 * top-level domain, or under a domain where anyone may host a site or store a file (a command
 * can carry the workspace out to any of them).
 */
function broadHostAllow(pattern: string): string | null {
  const parsed = parseHostPattern(pattern);
  if (parsed.form === 'any') return 'lets commands connect to any host: anything they read can leave with them; name the hosts';
  if (parsed.form === 'below' && !parsed.host.includes('.')) return `lets commands connect to every host under .${parsed.host}; name the hosts`;
  if (parsed.form === 'below' && SHARED_HOSTING.has(parsed.host))
    return `covers every site and bucket under ${parsed.host}, where anyone can host one and receive what a command sends; name the hosts`;
  return null;
}

/** Domains under which anyone can run a site or a bucket: a wildcard over them is anyone's host. */
const SHARED_HOSTING = new Set([
  'github.io',
  'githubusercontent.com',
  'amazonaws.com',
  's3.amazonaws.com',
  'cloudfront.net',
  'herokuapp.com',
  'vercel.app',
  'netlify.app',
  'pages.dev',
  'workers.dev',
  'appspot.com',
  'azurewebsites.net',
  'blob.core.windows.net',
  'web.app',
  'firebaseapp.com',
  'ngrok.io',
  'ngrok-free.app',
  'trycloudflare.com',
  'storage.googleapis.com',
  'googleapis.com',
]);

function innerStar(pattern: string, parsed: ParsedPattern): boolean {
  if (parsed.form === 'universal') return false;
  return parsed.body.includes('*');
}

/** Does every command `inner` covers also meet `outer`? */
function commandCovers(outer: ParsedPattern, inner: ParsedPattern): boolean {
  if (outer.form === 'universal') return true;
  if (inner.form === 'universal') return false;
  const innerPrefix = inner.body;
  switch (outer.form) {
    case 'words':
      if (inner.form === 'raw') return innerPrefix.startsWith(`${outer.body} `);
      return innerPrefix === outer.body || innerPrefix.startsWith(`${outer.body} `);
    case 'raw':
      // A raw prefix ending in the program's name or a subcommand covers that word alone or with a space after it.
      if (rawPrefixEndsWord(outer.body)) return innerPrefix === outer.body || innerPrefix.startsWith(`${outer.body} `);
      return innerPrefix.startsWith(outer.body);
    case 'exact':
      return inner.form === 'exact' && inner.body === outer.body;
    default:
      return false;
  }
}

/** Does every path `inner` covers also meet `outer`? */
function pathCovers(outer: ParsedPattern, inner: ParsedPattern, resolver: PathPatternResolver): boolean {
  if (outer.form === 'universal') return true;
  if (inner.form === 'universal') return false;
  const innerBase = inner.form === 'raw' ? resolver.rawPrefix(inner.body) : resolver.resolve(inner.body || '/');
  switch (outer.form) {
    case 'subtree': {
      const root = resolver.resolve(outer.body || '/');
      return inner.form === 'raw' ? innerBase.startsWith(`${root}/`) : isWithin(innerBase, root);
    }
    case 'raw':
      return innerBase.startsWith(resolver.rawPrefix(outer.body));
    case 'exact':
      return inner.form === 'exact' && innerBase === resolver.resolve(outer.body);
    default:
      return false;
  }
}
