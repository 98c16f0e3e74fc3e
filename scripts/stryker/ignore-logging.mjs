// A Stryker ignorer: no mutants inside log calls (`log.info({…}, 'text')`, `this.log.warn(…)`). What a log
// line says is not behaviour a unit test should pin word for word; what it must never hold (secrets) is
// pinned by the redaction and diagnostics tests. Mutating it would only add survivors that mean nothing.
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

const LEVELS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal']);
const LOGGERS = new Set(['log', 'logger']);

function isLogger(node) {
  if (node.type === 'Identifier') return LOGGERS.has(node.name);
  // this.log, ctx.log, run.log
  return node.type === 'MemberExpression' && node.property.type === 'Identifier' && LOGGERS.has(node.property.name);
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'logging', {
    shouldIgnore(path) {
      const node = path.node;
      if (node.type !== 'CallExpression' || node.callee.type !== 'MemberExpression') return undefined;
      const { object, property } = node.callee;
      if (property.type === 'Identifier' && LEVELS.has(property.name) && isLogger(object)) return 'a log line: its words are not behaviour';
      return undefined;
    },
  }),
];
