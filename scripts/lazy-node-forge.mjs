// An esbuild plugin that keeps node-forge out of the bundles' start (scripts/build.mjs).
import { build } from 'esbuild';
import { join } from 'node:path';

// The sandbox library imports node-forge (600 KB, the largest package in the bundle) at load,
// for TLS termination, which Leash never configures. Bundled inline, every process would parse
// it before its first model request; instead it is built on its own into dist/vendor/ and its
// importers get stand-ins that load it on first use. They take these five namespaces at load
// (`const { asn1, pki, md, random, util } = forge`, then `pki.getTBSCertificate`, `asn1.Class`)
// and call into them only when a CA is made.
const FORGE_NAMESPACES = ['asn1', 'pki', 'md', 'random', 'util'];
export const FORGE_FILE = 'vendor/node-forge.cjs';
export const lazyNodeForge = {
  name: 'lazy-node-forge',
  setup(bundle) {
    bundle.onResolve({ filter: /^node-forge$/ }, (args) =>
      /[\\/]@anthropic-ai[\\/]sandbox-runtime[\\/]/.test(args.importer) ? { path: 'node-forge', namespace: 'lazy-node-forge' } : undefined,
    );
    bundle.onLoad({ filter: /.*/, namespace: 'lazy-node-forge' }, () => ({
      loader: 'js',
      contents: `import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
let forge;
// dist/${FORGE_FILE}, seen from the chunk this lands in (dist/chunks/) or from an entry (dist/).
const load = () => {
  if (forge === undefined) {
    const file = ['../${FORGE_FILE}', './${FORGE_FILE}'].map((path) => fileURLToPath(new URL(path, import.meta.url))).find((path) => existsSync(path));
    if (file === undefined) throw new Error('node-forge is not beside the bundle (${FORGE_FILE})');
    forge = createRequire(import.meta.url)(file);
  }
  return forge;
};
// While the bundle's modules are evaluated, what they take from forge at load (a namespace,
// pki.getTBSCertificate, asn1.Class) is a stand-in for its path; from the first turn after that
// on, reading through a stand-in loads forge and gives the real value.
let evaluating = true;
queueMicrotask(() => (evaluating = false));
const resolve = (path) => {
  let owner;
  let value = load();
  for (const key of path) [owner, value] = [value, value[key]];
  return { owner, value };
};
const standIn = (path) =>
  new Proxy(function () {}, {
    get(_, key) {
      if (evaluating) return standIn([...path, key]);
      const { value } = resolve(path);
      const inner = value[key];
      return typeof inner === 'function' ? inner.bind(value) : inner;
    },
    has: (_, key) => key in resolve(path).value,
    apply: (_, self, args) => {
      const { owner, value } = resolve(path);
      return value.apply(owner, args);
    },
    construct: (_, args) => new (resolve(path).value)(...args),
  });
export default { ${FORGE_NAMESPACES.map((name) => `${name}: standIn(['${name}'])`).join(', ')} };
`,
    }));
  },
};

/** node-forge on its own, as CommonJS, at `outfile`; resolves with esbuild's result (its metafile lists the inputs for the notices). */
export function buildNodeForge(root, outfile) {
  return build({
    entryPoints: [join(root, 'node_modules', 'node-forge', 'lib', 'index.js')],
    outfile,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
  });
}
