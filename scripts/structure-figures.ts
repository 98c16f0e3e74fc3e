// The structure's figures a review reads (issue 29): source files per folder, the largest files and the largest
// functions, for the production code only (tests, generated registries and fixtures left out). Run it on two
// checkouts to compare: `npm run --silent structure -- [root]`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

const ROOTS = ['electron', 'renderer/src', 'shared', 'scripts'];
const SOURCE = /\.(ts|tsx|mts)$/;
const LEFT_OUT = /(\.test\.tsx?$|\.gen\.ts$|\.d\.ts$|\.d\.mts$)/;

function sourceFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, dir))) {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) {
      if (name !== 'node_modules' && name !== 'testing') out.push(...sourceFiles(root, path));
    } else if (SOURCE.test(name) && !LEFT_OUT.test(name)) out.push(path.split(sep).join('/'));
  }
  return out;
}

interface FunctionSize {
  file: string;
  name: string;
  lines: number;
}

function nameOf(node: ts.Node, file: ts.SourceFile): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText(file);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return parent.name.getText(file);
  return '(anonymous)';
}

function functionSizes(root: string, path: string): FunctionSize[] {
  const text = readFileSync(join(root, path), 'utf8');
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const sizes: FunctionSize[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node)) {
      const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const last = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      sizes.push({ file: path, name: nameOf(node, file), lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return sizes;
}

const root = process.argv[2] ?? process.cwd();
const files = ROOTS.flatMap((r) => sourceFiles(root, r));
const perFolder = new Map<string, number>();
for (const f of files) {
  const folder = f.slice(0, f.lastIndexOf('/'));
  perFolder.set(folder, (perFolder.get(folder) ?? 0) + 1);
}
const lineCount = (f: string) => readFileSync(join(root, f), 'utf8').split('\n').length;

console.log(`# Structure of ${relative(process.cwd(), root) || '.'}: ${files.length} source files\n`);
console.log('## Folders holding the most files (files directly in the folder)\n');
console.log('| folder | files |\n|---|---|');
for (const [folder, n] of [...perFolder].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(`| ${folder} | ${n} |`);
console.log('\n## Largest files (lines)\n');
console.log('| file | lines |\n|---|---|');
for (const [f, n] of files.map((f) => [f, lineCount(f)] as const).sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`| ${f} | ${n} |`);
console.log('\n## Largest functions (lines)\n');
console.log('| function | file | lines |\n|---|---|---|');
const functions = files.flatMap((f) => functionSizes(root, f)).sort((a, b) => b.lines - a.lines);
for (const s of functions.slice(0, 12)) console.log(`| ${s.name} | ${s.file} | ${s.lines} |`);
const over = (n: number) => functions.filter((s) => s.lines > n).length;
console.log(`\nFunctions over 100 lines: ${over(100)}; over 60: ${over(60)}; files over 300 lines: ${files.filter((f) => lineCount(f) > 300).length}.`);
