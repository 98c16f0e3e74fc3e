// Issue 20's target, proved with the compiler: a new write operation with its own grid screen is 5 files and no
// registry edited by hand. The scratch operation's files (test/fixtures/scratch-operation/, written exactly as
// an app operation and feature are) are placed, in memory, where an app's go (their imports rewritten for the
// new place), the real generator (`npm run gen`) writes the registries from that tree, and the TypeScript
// program of the result is checked: with all 5 files it compiles, the fixture's integration test included; with
// a piece left out the compiler names the scratch operation in the registry that misses it.
// (The fixture and test/renderer/core/scratch-operation.test.tsx are outside tsconfig.json for that reason: they
// compile only with the operation in the app.)
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { FOLDERS, generateRegistries, OUTPUTS } from '../../scripts/gen-registries';
import { overlayTree } from '../support/overlay-tree';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURE = 'test/fixtures/scratch-operation';
const FEATURE = `${FOLDERS.features}/scratch-notes`;

/** The 5 files, each where it goes in the app. */
const PIECES = {
  operation: { [`${FIXTURE}/operation.ts`]: `${FOLDERS.operations}/scratchNotes.ts` },
  handler: { [`${FIXTURE}/sandbox-handler.ts`]: `${FOLDERS.handlers}/scratchNotes.ts` },
  feature: {
    [`${FIXTURE}/route.ts`]: `${FEATURE}/route.ts`,
    [`${FIXTURE}/messages.ts`]: `${FEATURE}/messages.ts`,
    [`${FIXTURE}/ScratchScreen.tsx`]: `${FEATURE}/ScratchScreen.tsx`,
  },
} as const;
type Piece = keyof typeof PIECES;

/** The app's modules that hold the registries and their checks. */
const REGISTRIES = [...Object.values(OUTPUTS), 'renderer/src/app/features.ts', 'shared/catalogue/index.ts'];
/** The fixture as the integration test imports it (from test/fixtures), and that test. */
const FIXTURE_AND_TEST = [...Object.keys({ ...PIECES.operation, ...PIECES.handler, ...PIECES.feature }), 'test/renderer/core/scratch-operation.test.tsx'];

const noExtension = (p: string) => p.replace(/\.tsx?$/, '');
const slashes = (p: string) => p.split('\\').join('/');

/** A fixture file's text at its place in the app: each relative import re-pointed from there. */
function placed(from: string, to: string, moves: Record<string, string>): string {
  const text = ts.sys.readFile(join(ROOT, from));
  if (text === undefined) throw new Error(`${from} is missing`);
  const moved = new Map(Object.entries(moves).map(([f, t]) => [noExtension(f), noExtension(t)]));
  const imports = ts.preProcessFile(text, true, true).importedFiles.filter((f) => f.fileName.startsWith('.'));
  let out = text;
  for (const spec of [...imports].sort((a, b) => b.pos - a.pos)) {
    const target = slashes(relative(ROOT, resolve(ROOT, dirname(from), spec.fileName)));
    const newTarget = moved.get(target) ?? target;
    let specifier = slashes(relative(dirname(join(ROOT, to)), join(ROOT, newTarget)));
    if (!specifier.startsWith('.')) specifier = `./${specifier}`;
    // The reference's span starts at the literal's opening quote: find the specifier itself from there.
    const start = out.indexOf(spec.fileName, spec.pos);
    out = out.slice(0, start) + specifier + out.slice(start + spec.fileName.length);
  }
  return out;
}

/** The project with `pieces` placed and the registries generated from it: path (absolute) → text. */
function projectWith(pieces: Piece[]): Map<string, string> {
  const moves: Record<string, string> = Object.assign({}, ...pieces.map((p) => PIECES[p]));
  const files = new Map(Object.entries(moves).map(([from, to]) => [to, placed(from, to, moves)]));
  for (const g of generateRegistries(overlayTree(ROOT, { files }))) files.set(g.path, g.content);
  return new Map([...files].map(([path, text]) => [resolve(ROOT, path), text]));
}

const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n')); } });
if (!config) throw new Error('tsconfig.json not readable');

// One host for every case: unchanged files are parsed once and the programs reuse them.
const cache = new Map<string, ts.SourceFile>();
let overrides = new Map<string, string>();
let folders = new Set<string>();
const host = ts.createCompilerHost(config.options);
const readSource = host.getSourceFile.bind(host);
const fileExists = host.fileExists.bind(host);
const readFile = host.readFile.bind(host);
const directoryExists = host.directoryExists?.bind(host);
host.fileExists = (f) => overrides.has(resolve(f)) || fileExists(f);
host.readFile = (f) => overrides.get(resolve(f)) ?? readFile(f);
host.directoryExists = (d) => folders.has(resolve(d)) || (directoryExists?.(d) ?? true);
host.getSourceFile = (fileName, languageVersion, onError) => {
  const text = overrides.get(resolve(fileName));
  const key = text === undefined ? fileName : `${fileName}\n${text}`;
  let sf = cache.get(key);
  if (!sf) {
    sf = text === undefined ? readSource(fileName, languageVersion, onError) : ts.createSourceFile(fileName, text, languageVersion, true);
    if (sf) cache.set(key, sf);
  }
  return sf;
};
let previous: ts.Program | undefined;

/** The type errors, by project-relative file, of `files` in the project with only `pieces` placed. */
function errorsWith(pieces: Piece[], files: readonly string[]): Map<string, string[]> {
  overrides = projectWith(pieces);
  folders = new Set([...overrides.keys()].map((f) => dirname(f)));
  const placedFiles = [...overrides.keys()].map((f) => slashes(relative(ROOT, f))).filter((f) => !REGISTRIES.includes(f));
  const roots = [...new Set([...files, ...placedFiles])].map((f) => join(ROOT, f));
  const program = ts.createProgram({ rootNames: roots, options: config!.options, host, oldProgram: previous });
  previous = program;
  const out = new Map<string, string[]>();
  for (const file of roots) {
    const sf = program.getSourceFile(file);
    if (!sf) throw new Error(`${file} not in the program`);
    const texts = [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)].map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    if (texts.length > 0) out.set(slashes(relative(ROOT, file)), texts);
  }
  return out;
}

const textOf = (errors: Map<string, string[]>, file: string) => (errors.get(file) ?? []).join('\n');

describe('a new write operation with a grid screen', () => {
  it('is its 5 files: placed where they go, the generated registries take them and everything compiles', { timeout: 600_000 }, () => {
    const project = projectWith(['operation', 'handler', 'feature']);
    expect(project.get(resolve(ROOT, OUTPUTS.operations))).toContain('  scratchNotes,');
    expect(project.get(resolve(ROOT, OUTPUTS.handlers))).toContain('  scratchNotes: handleScratchNotes,');
    expect(project.get(resolve(ROOT, OUTPUTS.features))).toMatch(/ {2}settingsScreen,\n {2}scratchScreen,\n\] as const;/);
    expect(project.get(resolve(ROOT, OUTPUTS.messages))).toContain('  scratchNotes,');
    // The fixture's integration test and the fixture as it imports it compile too.
    expect(Object.fromEntries(errorsWith(['operation', 'handler', 'feature'], [...REGISTRIES, ...FIXTURE_AND_TEST]))).toEqual({});
  });

  it('without its sandbox handler file: the handler table names the operation', { timeout: 600_000 }, () => {
    const errors = errorsWith(['operation', 'feature'], REGISTRIES);
    expect([...errors.keys()]).toEqual([OUTPUTS.handlers]);
    expect(textOf(errors, OUTPUTS.handlers)).toMatch(/'scratchNotes' is missing/);
  });

  it('without its feature folder: the features list names the write no screen sends', { timeout: 600_000 }, () => {
    const errors = errorsWith(['operation', 'handler'], REGISTRIES);
    expect([...errors.keys()]).toEqual(['renderer/src/app/features.ts']);
    expect(textOf(errors, 'renderer/src/app/features.ts')).toMatch(/writesWithoutAScreen: "scratchNotes"/);
  });

  it('without its catalogue entry: its handler and its screen are refused, each naming it', { timeout: 600_000 }, () => {
    const errors = errorsWith(['handler', 'feature'], REGISTRIES);
    expect(textOf(errors, OUTPUTS.handlers)).toMatch(/'scratchNotes' does not exist/);
    expect(textOf(errors, `${FEATURE}/route.ts`)).toMatch(/"scratchNotes"/);
  });
});
