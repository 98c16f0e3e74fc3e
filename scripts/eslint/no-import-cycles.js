// ESLint rule: no import cycle among the project's own modules, type-only imports included (a cycle of types
// still ties the modules' meanings together, and turns into a runtime cycle the day one side needs a value).
// eslint-plugin-import-x's no-cycle skips type-only imports, so this rule walks the graph itself: each file's
// imports come from TypeScript's own scanner (`ts.preProcessFile`: import, export … from, import(), import
// types), relative specifiers only, kept per file until its modification time changes.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(?:m|c)?tsx?$/;
const CANDIDATES = ['.ts', '.tsx', '.mts', '.cts', '/index.ts', '/index.tsx'];

/** file → { mtimeMs, targets } */
const scanned = new Map();

/**
 * A file's modification time (null: no such file), looked up at most once per STAT_TTL_MS: one lint run walks
 * the same files from every file it lints, and an editor's long-lived ESLint still sees an edit within seconds
 * (eslint-plugin-import-x caches its module info for 30 s by default).
 */
const STAT_TTL_MS = 5_000;
const stats = new Map();

function mtimeOf(file) {
  const now = Date.now();
  const hit = stats.get(file);
  if (hit && now - hit.at < STAT_TTL_MS) return hit.mtimeMs;
  let mtimeMs = null;
  try {
    const stat = statSync(file);
    if (stat.isFile()) mtimeMs = stat.mtimeMs;
  } catch {
    // missing: null
  }
  stats.set(file, { at: now, mtimeMs });
  return mtimeMs;
}

/** The project file a relative specifier names, or null (a package, a missing file, not TypeScript). */
function resolveSpecifier(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  if (SOURCE.test(base) && mtimeOf(base) !== null) return base;
  const stem = base.replace(/\.(?:m|c)?jsx?$/, '');
  for (const suffix of CANDIDATES) {
    if (mtimeOf(stem + suffix) !== null) return stem + suffix;
  }
  return null;
}

function specifiersIn(text) {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

function targetsOf(file) {
  const mtimeMs = mtimeOf(file);
  if (mtimeMs === null) return [];
  const hit = scanned.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.targets;
  const targets = [...new Set(specifiersIn(readFileSync(file, 'utf8')).map((s) => resolveSpecifier(file, s)).filter(Boolean))];
  scanned.set(file, { mtimeMs, targets });
  return targets;
}

/** The shortest chain of imports from `start` back to `file` (both included), or null. */
function chainBack(start, file) {
  const parent = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift();
    for (const next of targetsOf(at)) {
      if (next === file) {
        const chain = [file];
        for (let f = at; f !== null; f = parent.get(f)) chain.unshift(f);
        return chain;
      }
      if (!parent.has(next)) {
        parent.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

export const noImportCycles = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid import cycles among project modules, type-only imports included' },
    messages: { cycle: 'Import cycle: {{chain}}. Move what both sides need into a module neither imports, or pass it in.' },
    schema: [],
  },
  create(context) {
    const file = path.resolve(context.physicalFilename ?? context.filename);
    const cwd = context.cwd ?? process.cwd();
    const sourceCode = context.sourceCode ?? context.getSourceCode();
    const nodes = new Map();
    const note = (node, source) => {
      if (source && typeof source.value === 'string' && !nodes.has(source.value)) nodes.set(source.value, node);
    };
    return {
      ImportDeclaration: (node) => note(node, node.source),
      ExportNamedDeclaration: (node) => note(node, node.source),
      ExportAllDeclaration: (node) => note(node, node.source),
      ImportExpression: (node) => note(node, node.source),
      TSImportType: (node) => note(node, node.argument?.literal ?? node.argument),
      'Program:exit'(program) {
        const seen = new Set();
        for (const specifier of specifiersIn(sourceCode.text)) {
          const target = resolveSpecifier(file, specifier);
          if (target === null || target === file || seen.has(target)) continue;
          seen.add(target);
          const chain = chainBack(target, file);
          if (chain === null) continue;
          context.report({
            node: nodes.get(specifier) ?? program,
            messageId: 'cycle',
            data: { chain: [file, ...chain].map((f) => path.relative(cwd, f)).join(' → ') },
          });
        }
      },
    };
  },
};
