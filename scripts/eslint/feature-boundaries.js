// ESLint rule: a feature folder (renderer/src/features/<name>/) never imports another feature's folder.
// Features share code only through renderer/src/{components,api,bridge,i18n,forms,styles}; a screen that needs
// another screen's data links to it (a route with search params) instead of importing it.
import path from 'node:path';

const FEATURE = /[\\/]renderer[\\/]src[\\/]features[\\/]([^\\/]+)/;
const featureOf = (file) => FEATURE.exec(file)?.[1] ?? null;

export const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid a renderer feature from importing another feature' },
    messages: {
      cross: 'The "{{from}}" feature must not import the "{{to}}" feature: move what both need to renderer/src/components, api, i18n or forms, or link to its route.',
    },
    schema: [],
  },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const from = featureOf(file);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(file), source));
      if (to && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
