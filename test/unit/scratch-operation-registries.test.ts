// Issue 20's target, proved with the compiler: a new write operation with its own screen joins four registries,
// and the compiler names each one it has not joined yet. The scratch operation (test/fixtures/scratch-operation/,
// written exactly as an app operation and feature are) is planted line by line into the real registry files,
// in memory, and the TypeScript program of those files is checked after each line: the errors name the next
// registry, until the last line leaves no error in the registries, the fixture or its integration test.
// (The fixture and test/renderer/core/scratch-operation.test.tsx are outside tsconfig.json for that reason: they
// compile only with the lines planted.)
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const FIXTURE = 'test/fixtures/scratch-operation';

interface Registry {
  file: string;
  /** The line the new entry goes under; the test fails loudly if a registry no longer has it. */
  anchor: string;
  entry: string;
  import: string;
}

/** The four registries, in the order the compiler asks for them, with the scratch operation's line in each. */
const REGISTRIES = {
  catalogue: {
    file: 'shared/catalogue/operations/index.ts',
    anchor: 'export const OPERATION_ENTRIES = {',
    entry: '  scratchNotes,',
    import: `import { scratchNotes } from '../../../${FIXTURE}/operation';`,
  },
  handlers: {
    file: 'electron/sandbox/backoffice/handlers/index.ts',
    anchor: 'export const HANDLERS: HandlerTable<Catalogue> = {',
    entry: '  scratchNotes: handleScratchNotes,',
    import: `import { handleScratchNotes } from '../../../../${FIXTURE}/sandbox-handler';`,
  },
  features: {
    file: 'renderer/src/app/features.ts',
    anchor: 'export const FEATURES = [',
    entry: '  scratchScreen,',
    import: `import { scratchScreen } from '../../../${FIXTURE}/route';`,
  },
  messages: {
    file: 'renderer/src/i18n/catalogue.ts',
    anchor: 'export const MESSAGE_TABLES = {',
    entry: '  scratch: scratchMessages,',
    import: `import { scratchMessages } from '../../../${FIXTURE}/messages';`,
  },
} satisfies Record<string, Registry>;
type Name = keyof typeof REGISTRIES;

const FIXTURE_FILES = ['operation.ts', 'sandbox-handler.ts', 'route.ts', 'messages.ts', 'ScratchScreen.tsx'].map((f) => `${FIXTURE}/${f}`);
const INTEGRATION_TEST = 'test/renderer/core/scratch-operation.test.tsx';

const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n')); } });
if (!config) throw new Error('tsconfig.json not readable');

function planted(r: Registry): string {
  const text = ts.sys.readFile(join(ROOT, r.file)) ?? '';
  if (!text.includes(r.anchor)) throw new Error(`${r.file} no longer has "${r.anchor}": update REGISTRIES`);
  return `${r.import}\n${text.replace(r.anchor, `${r.anchor}\n${r.entry}`)}`;
}

// One host for every step: unchanged files are parsed once and the programs reuse them.
const cache = new Map<string, ts.SourceFile>();
let overrides = new Map<string, string>();
const host = ts.createCompilerHost(config.options);
const readSource = host.getSourceFile.bind(host);
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

/** The type errors of the registries, the fixture and its test, by file, with only `names` planted. */
function errorsWith(names: Name[]): Map<string, string[]> {
  overrides = new Map(names.map((n) => [resolve(ROOT, REGISTRIES[n].file), planted(REGISTRIES[n])]));
  const roots = [...Object.values(REGISTRIES).map((r) => r.file), ...FIXTURE_FILES, INTEGRATION_TEST].map((f) => join(ROOT, f));
  const program = ts.createProgram({ rootNames: roots, options: config!.options, host, oldProgram: previous });
  previous = program;
  const out = new Map<string, string[]>();
  for (const file of roots) {
    const sf = program.getSourceFile(file);
    if (!sf) throw new Error(`${file} not in the program`);
    const texts = [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)].map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    if (texts.length > 0) out.set(relative(ROOT, file).split('\\').join('/'), texts);
  }
  return out;
}

const registriesIn = (errors: Map<string, string[]>) => Object.values(REGISTRIES).map((r) => r.file).filter((f) => errors.has(f));
const textOf = (errors: Map<string, string[]>, file: string) => (errors.get(file) ?? []).join('\n');

describe('a new write operation with a grid screen', () => {
  it('is asked for by the compiler in every registry it has not joined, until it compiles with all four', { timeout: 600_000 }, () => {
    // Its catalogue line only: the sandbox's handler table and the features list both name it.
    let errors = errorsWith(['catalogue']);
    expect(registriesIn(errors)).toEqual([REGISTRIES.handlers.file, REGISTRIES.features.file]);
    expect(textOf(errors, REGISTRIES.handlers.file)).toContain('scratchNotes');
    expect(textOf(errors, REGISTRIES.features.file)).toMatch(/writesWithoutAScreen: "scratchNotes"/);

    // + its handler: the features list still wants a screen that sends it.
    errors = errorsWith(['catalogue', 'handlers']);
    expect(registriesIn(errors)).toEqual([REGISTRIES.features.file]);
    expect(textOf(errors, REGISTRIES.features.file)).toMatch(/writesWithoutAScreen: "scratchNotes"/);

    // + its screen: the features list now wants the screen's messages merged in i18n/catalogue.ts.
    errors = errorsWith(['catalogue', 'handlers', 'features']);
    expect(registriesIn(errors)).toEqual([REGISTRIES.features.file]);
    expect(textOf(errors, REGISTRIES.features.file)).toMatch(/messagesNotInI18nCatalogue: "scratch\./);
    expect(textOf(errors, REGISTRIES.features.file)).not.toContain('writesWithoutAScreen');

    // + its messages: nothing is missing anywhere, the fixture's screen and its test included.
    errors = errorsWith(['catalogue', 'handlers', 'features', 'messages']);
    expect(Object.fromEntries(errors)).toEqual({});
  });
});
