// `npm run gen` (scripts/gen-registries.ts): the committed registries are its output, it orders the screens by
// their Alt+digit, and a file it cannot read as an entry or a helper stops it, naming the file and what it
// expected.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FOLDERS, generateRegistries, GenerateError, OUTPUTS, readLayerMessages, readScreens } from '../../scripts/gen-registries';
import { generateTexts, TEXTS_DIR } from '../../scripts/gen-texts';
import { MESSAGES } from '../../renderer/src/i18n/catalogue';
import { LOCALES } from '../../shared/ipc/profiles';
import { overlayTree } from '../support/overlay-tree';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const generateWith = (files: Record<string, string>, omit: string[] = []) =>
  generateRegistries(overlayTree(ROOT, { files: new Map(Object.entries(files)), omit: new Set(omit) }));

/** The message of the GenerateError a generation throws (the test fails if it throws none, or another error). */
function failureOf(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    if (e instanceof GenerateError) return e.message;
    throw e;
  }
  throw new Error('the generator did not fail');
}

describe('npm run gen', () => {
  it('has written every committed registry (run `npm run gen` and commit its output when this fails)', () => {
    const generated = generateRegistries(overlayTree(ROOT, {}));
    expect(generated.map((f) => f.path).sort()).toEqual(Object.values(OUTPUTS).sort());
    for (const f of generated) expect(readFileSync(join(ROOT, f.path), 'utf8'), f.path).toBe(f.content);
  });

  it('has written each locale’s texts from the catalogue (run `npm run gen` and commit its output when this fails)', () => {
    const generated = generateTexts(MESSAGES);
    expect(generated.map((f) => f.path)).toEqual(LOCALES.map((l) => `${TEXTS_DIR}/${l}.gen.json`));
    for (const f of generated) expect(readFileSync(join(ROOT, f.path), 'utf8'), f.path).toBe(f.content);
  });

  it('orders the screens by their Alt+digit, those without one last', () => {
    expect(readScreens(overlayTree(ROOT, {})).map((s) => s.shortcut)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const unshortcut = `${FOLDERS.features}/a-screen`;
    const screens = readScreens(
      overlayTree(ROOT, {
        files: new Map([
          [`${unshortcut}/route.ts`, "export const aScreen = defineScreen({ path: '/a', shortcut: null, sends: [], messages });\n"],
          [`${unshortcut}/messages.ts`, 'export const messages = defineMessages({}, {});\n'],
        ]),
      }),
    );
    expect(screens.map((s) => s.folder)).toEqual(['shipping-lists', 'listings', 'stock', 'cargo', 'orders', 'inbound-shipments', 'ship-from-address', 'activity', 'settings', 'a-screen']);
  });

  it('keys a handler by its operation and skips helper files', () => {
    const handlers = generateWith({ [`${FOLDERS.handlers}/helper.ts`]: 'export const LIMIT = 3;\nexport function pick(): number {\n  return LIMIT;\n}\n' }).find((f) => f.path === OUTPUTS.handlers)!.content;
    expect(handlers).toContain('  updateShipFromAddress: handleUpdateShipFromAddress,');
    expect(handlers).not.toContain('helper');
  });

  it('gathers every messages.ts under app/ and components/, at any depth, keyed by the prefix its ids take', () => {
    expect(readLayerMessages(overlayTree(ROOT, {})).map((m) => m.table)).toEqual(['bulk', 'drafts', 'grid', 'import', 'jobResults', 'shell']);
    const gathered = generateWith({ 'renderer/src/components/pager/parts/messages.ts': 'export const pagerMessages = defineMessages({}, {});\n' }).find((f) => f.path === OUTPUTS.layerMessages)!.content;
    expect(gathered).toContain("import { pagerMessages } from '../components/pager/parts/messages';");
    expect(gathered).toContain('  pager: pagerMessages,');
  });

  // Each case: a file that looks like an entry but breaks its folder's rule, and what the failure must say.
  const op = FOLDERS.operations;
  const handlers = FOLDERS.handlers;
  const features = FOLDERS.features;
  it.each([
    ['an operation not exported', { [`${op}/x.ts`]: "const x = defineOperation({ id: 'x' });\n" }, [], /operations\/x\.ts:1: expected `export const <id> = defineOperation/],
    ['an operation exported under another name than its id', { [`${op}/x.ts`]: "export const x = defineOperation({ id: 'y' });\n" }, [], /x\.ts:1: the entry is exported as x but its id is 'y'/],
    ['an operation inside another call', { [`${op}/x.ts`]: "export const x = wrap(defineOperation({ id: 'x' }));\n" }, [], /x\.ts:1: defineOperation\(…\) here is not an entry/],
    ['a handler without its Handler type', { [`${handlers}/x.ts`]: 'export const handleX = () => null;\n' }, [], /handlers\/x\.ts:1: expected `export const handle<OperationId>: Handler/],
    ['a Handler-typed const not named handle<Id>', { [`${handlers}/x.ts`]: 'export const xHandler: Handler = () => null;\n' }, [], /handlers\/x\.ts:1: expected `export const handle<OperationId>: Handler/],
    ['a handler written as a function', { [`${handlers}/x.ts`]: 'export function handleX() {}\n' }, [], /x\.ts:1: .*not a function declaration/],
    ['a feature folder without route.ts', {}, [`${features}/stock/route.ts`], /features\/stock: a feature folder is a screen: expected its route\.ts/],
    ['a feature folder without messages.ts', {}, [`${features}/stock/messages.ts`], /features\/stock: expected its messages\.ts/],
    ['a route.ts with two screens', { [`${features}/stock/route.ts`]: 'export const a = defineScreen({ shortcut: 3 });\nexport const b = defineScreen({ shortcut: null });\n' }, [], /stock\/route\.ts:2: expected exactly one top-level `export const <name>Screen = defineScreen/],
    ['a shortcut that is not a written digit or null', { [`${features}/stock/route.ts`]: 'export const stockScreen = defineScreen({ shortcut: THREE });\n' }, [], /stock\/route\.ts:1: expected `shortcut: <a digit 1-9>` or `shortcut: null`/],
    ['a messages.ts without `messages`', { [`${features}/stock/messages.ts`]: 'export const stockMessages = defineMessages({}, {});\n' }, [], /stock\/messages\.ts: expected `export const messages = …`/],
    ['a shared messages.ts without `<prefix>Messages`', { 'renderer/src/components/pager/messages.ts': 'export const messages = defineMessages({}, {});\n' }, [], /components\/pager\/messages\.ts: expected exactly one `export const <prefix>Messages/],
    ['a shared messages.ts with two tables', { 'renderer/src/app/x/messages.ts': 'export const aMessages = defineMessages({}, {});\nexport const bMessages = defineMessages({}, {});\n' }, [], /app\/x\/messages\.ts:2: expected exactly one/],
    ['two shared messages.ts naming one table', { 'renderer/src/components/pager/messages.ts': 'export const gridMessages = defineMessages({}, {});\n' }, [], /pager\/messages\.ts:1: the table grid is already renderer\/src\/components\/grid\/messages\.ts's/],
  ] as Array<[string, Record<string, string>, string[], RegExp]>)('stops on %s, naming the file and what it expected', (_case, files, omit, said) => {
    expect(failureOf(() => generateWith(files, omit))).toMatch(said);
  });
});
