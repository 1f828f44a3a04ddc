// The licence notice of every registry package whose code or .wasm ships in dist/, written by
// the build from esbuild's metafile, so a new dependency can never ship without its notice.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

const LICENCE_FILE = /^(licen[cs]e|copying|notice)([.-].*)?$/i;

// Packages whose authors state no licence at all, known and reviewed: each is reached only
// through a dependency we cannot drop. Any other unlicensed package fails the build.
const REVIEWED_WITHOUT_LICENCE = new Map([['buffers@0.1.1', 'its author states no licence; it is reached through @actions/artifact → unzip-stream → binary']]);

/** `node_modules/@a/b/x.js` and `node_modules/c/node_modules/d/y.js` → the package folder. */
export function packageFolderOf(root, inputPath) {
  const parts = relative(root, join(root, inputPath)).split(sep);
  const at = parts.lastIndexOf('node_modules');
  if (at < 0) return undefined;
  const length = parts[at + 1]?.startsWith('@') ? 2 : 1;
  return join(root, ...parts.slice(0, at + 1 + length));
}

function licenceTexts(folder) {
  return readdirSync(folder)
    .filter((name) => LICENCE_FILE.test(name))
    .sort()
    .map((name) => ({ name, text: readFileSync(join(folder, name), 'utf8').replace(/\r\n/g, '\n').trim() }));
}

function licenceOf(manifest) {
  if (typeof manifest.license === 'string') return manifest.license;
  if (manifest.license && typeof manifest.license.type === 'string') return manifest.license.type;
  if (Array.isArray(manifest.licenses)) return manifest.licenses.map((l) => l.type ?? l).join(' OR ');
  return 'UNKNOWN';
}

/**
 * The notices text for the packages esbuild bundled (from `metafile.inputs`) and the packages
 * whose files are copied beside the bundle. Throws on a package with no licence at all: that
 * is a dependency we may not ship.
 */
export function thirdPartyNotices(root, metafile, copiedPackages) {
  const folders = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    const folder = packageFolderOf(root, input);
    if (folder) folders.add(folder);
  }
  for (const name of copiedPackages) folders.add(join(root, 'node_modules', name));
  const packages = [...folders]
    .map((folder) => {
      const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
      return { name: manifest.name, version: manifest.version, licence: licenceOf(manifest), texts: licenceTexts(folder), folder };
    })
    .sort((a, b) => (a.name === b.name ? a.version.localeCompare(b.version) : a.name < b.name ? -1 : 1));
  const unlicensed = packages.filter((p) => p.licence === 'UNKNOWN' && p.texts.length === 0 && !REVIEWED_WITHOUT_LICENCE.has(`${p.name}@${p.version}`));
  if (unlicensed.length > 0) {
    throw new Error(`no licence for bundled package(s): ${unlicensed.map((p) => `${p.name}@${p.version}`).join(', ')}`);
  }
  const seen = new Set();
  const unique = packages.filter((p) => {
    const key = `${p.name}@${p.version}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const blocks = unique.map((p) => {
    const reviewed = REVIEWED_WITHOUT_LICENCE.get(`${p.name}@${p.version}`);
    const body =
      p.texts.length > 0
        ? p.texts.map((t) => t.text).join('\n\n')
        : reviewed
          ? `(no licence: ${reviewed})`
          : `(the package ships no licence file; its package.json says ${p.licence})`;
    return `${p.name}@${p.version} (${p.licence})\n${'-'.repeat(60)}\n${body}\n`;
  });
  return `Third-party software in this bundle\n\nLeash's dist/ contains code and WebAssembly from these ${unique.length} packages of the npm registry.\nEach is listed with its version, its licence and the licence text it ships.\n\n${blocks.join('\n')}`;
}
