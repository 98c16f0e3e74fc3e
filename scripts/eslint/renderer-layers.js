// ESLint rule: the renderer's folders form layers (renderer/README.md, "Layers"). A module of one layer imports
// only modules of its own layer or of a lower one; the order is the rule's `layers` option, lowest first, as set
// in eslint.config.js. What the rule does not judge: a module outside every layer (main.tsx, the grid harness),
// an import that leaves renderer/src (shared/, packages), and test files (`tests`): a test sits above the module
// it tests and nothing imports it, so it may reach up for a real screen's columns or a component to render.
//
// `testOnly` layers (the fake bridge and render helpers) are imported by tests and by each other only.
// `gathers` are the few modules whose purpose is to collect from above, all written by `npm run gen`: the
// generated message tables take each shared layer's and each feature's `messages.ts` (a table that imports only
// i18n/define), the generated screen list takes each feature's `route.ts`. Each entry names the module and the glob of what it may import; nothing else of it is excused.
import path from 'node:path';

/** A glob of paths relative to the renderer's root: `**` any folders, `*` any name within one folder. */
function globToRegExp(glob) {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (c === '*' && glob[i + 1] === '*') {
      source += glob[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (c === '*') source += '[^/]*';
    else source += c.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

const SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

export const rendererLayers = {
  meta: {
    type: 'problem',
    docs: { description: "hold the renderer's layers: no import from a higher layer" },
    messages: {
      upward:
        '{{fromLayer}}/ must not import {{toLayer}}/ (the renderer\'s layers, low to high: {{order}}). Move what both need down to {{fromLayer}}/ or below, or pass it in.',
      testOnly: '{{toLayer}}/ is for tests: only *.test.ts(x) files and {{toLayer}}/ itself import it.',
    },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
          layers: { type: 'array', items: { type: 'string' }, minItems: 1 },
          testOnly: { type: 'array', items: { type: 'string' } },
          tests: { type: 'string' },
          gathers: {
            type: 'array',
            items: {
              type: 'object',
              properties: { file: { type: 'string' }, may: { type: 'string' } },
              required: ['file', 'may'],
              additionalProperties: false,
            },
          },
        },
        required: ['root', 'layers'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const { root, layers, testOnly = [], tests = '\\.test\\.tsx?$', gathers = [] } = context.options[0];
    const cwd = context.cwd ?? process.cwd();
    const rootDir = path.resolve(cwd, root);
    const file = path.resolve(context.physicalFilename ?? context.filename);
    const relative = (abs) => {
      const rel = path.relative(rootDir, abs);
      return rel.startsWith('..') || path.isAbsolute(rel) ? null : rel.split(path.sep).join('/');
    };
    const layerOf = (rel) => (rel === null ? -1 : layers.indexOf(rel.split('/')[0]));

    const fromRel = relative(file);
    const fromLayer = layerOf(fromRel);
    if (fromLayer < 0 || new RegExp(tests).test(fromRel)) return {};
    const excused = gathers.filter((g) => g.file === fromRel).map((g) => globToRegExp(g.may));
    const fromName = layers[fromLayer];

    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const toRel = relative(path.resolve(path.dirname(file), source));
      const toLayer = layerOf(toRel);
      if (toLayer < 0 || toLayer === fromLayer) return;
      const toName = layers[toLayer];
      if (testOnly.includes(toName) && !testOnly.includes(fromName)) {
        context.report({ node, messageId: 'testOnly', data: { toLayer: toName } });
        return;
      }
      if (toLayer < fromLayer) return;
      if (excused.some((re) => SUFFIXES.some((s) => re.test(toRel.replace(/\.(?:m|c)?jsx?$/, '') + s)))) return;
      context.report({ node, messageId: 'upward', data: { fromLayer: fromName, toLayer: toName, order: layers.join(' < ') } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      TSImportType: (node) => {
        const literal = node.argument?.literal ?? node.argument;
        if (literal?.type === 'Literal') check(node, literal.value);
      },
    };
  },
};
