// ESLint rule: a layer (a folder of src/) imports another layer only through that layer's
// index.ts, and only a layer below it (DESIGN.md section 1, STYLE.md "Small public surface").
import { dirname, relative, resolve, sep } from 'node:path';

/** Lowest first; a layer may import those before it in the list, never those after. */
export const LAYER_ORDER = [['yaml', 'paths'], ['bash'], ['policy'], ['sandbox'], ['agent'], ['budget'], ['report'], ['demo'], ['github', 'cli']];

const rank = new Map(LAYER_ORDER.flatMap((names, index) => names.map((name) => [name, index])));

function layerOf(srcRoot, file) {
  const parts = relative(srcRoot, file).split(sep);
  return parts.length > 1 && !parts[0].startsWith('..') ? parts[0] : undefined;
}

export const layerBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'a layer imports a lower layer, through its index.ts only' },
    schema: [{ type: 'object', properties: { srcRoot: { type: 'string' } }, required: ['srcRoot'], additionalProperties: false }],
    messages: {
      deep: "'{{from}}' may use '{{to}}' only through its public surface '{{to}}/index.ts', not '{{path}}'",
      upward: "'{{from}}' may not import '{{to}}': a layer imports only the layers below it ({{order}})",
      unknown: "'{{to}}' is not a known layer of src/; add it to LAYER_ORDER in scripts/eslint/layer-boundaries.mjs",
    },
  },
  create(context) {
    const srcRoot = context.options[0].srcRoot;
    const file = context.filename;
    const from = layerOf(srcRoot, file);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(file), source);
      const to = layerOf(srcRoot, target);
      if (!to || to === from) return;
      if (!rank.has(to)) return context.report({ node: node.source, messageId: 'unknown', data: { to } });
      if (rank.has(from) && rank.get(to) >= rank.get(from)) {
        return context.report({ node: node.source, messageId: 'upward', data: { from, to, order: LAYER_ORDER.map((l) => l.join('/')).join(' < ') } });
      }
      const inside = relative(resolve(srcRoot, to), target).split(sep).join('/');
      if (inside !== 'index.js' && inside !== 'index.ts') context.report({ node: node.source, messageId: 'deep', data: { from, to, path: `${to}/${inside}` } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: (node) => check({ source: node.source }) };
  },
};
