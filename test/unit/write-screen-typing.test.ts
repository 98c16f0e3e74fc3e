// Issue 29's review bent a write screen: pointed at one operation with another's columns, a misspelt common
// field. It compiled clean and would have sent rename rows to the stock endpoint. The screens' components are
// typed by their operation now: the compiler refuses each bend of test/fixtures/bent-screen/BentScreens.tsx on
// the very line marked `// bent: …`, and accepts the straight screen beside them.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const FILE = join(ROOT, 'test/fixtures/bent-screen/BentScreens.tsx');

function compile(): { errorLines: Map<number, string[]>; marked: Map<number, string> } {
  const config = ts.getParsedCommandLineOfConfigFile(join(ROOT, 'tsconfig.json'), {}, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    },
  });
  if (!config) throw new Error('tsconfig.json not readable');
  const program = ts.createProgram({ rootNames: [FILE], options: config.options });
  const sf = program.getSourceFile(FILE);
  if (!sf) throw new Error('the fixture is not in the program');
  const errorLines = new Map<number, string[]>();
  for (const d of [...program.getSyntacticDiagnostics(sf), ...program.getSemanticDiagnostics(sf)]) {
    const line = d.start === undefined ? -1 : sf.getLineAndCharacterOfPosition(d.start).line + 1;
    errorLines.set(line, [...(errorLines.get(line) ?? []), ts.flattenDiagnosticMessageText(d.messageText, '\n')]);
  }
  const marked = new Map<number, string>();
  sf.text.split('\n').forEach((text, i) => {
    const bend = /\/\/ bent: (\S+)/.exec(text);
    if (bend?.[1]) marked.set(i + 1, bend[1]);
  });
  return { errorLines, marked };
}

describe('a write screen is typed by its operation', () => {
  let errorLines = new Map<number, string[]>();
  let marked = new Map<number, string>();
  // One program of the whole project: a minute of CPU on a loaded machine.
  beforeAll(() => {
    ({ errorLines, marked } = compile());
  }, 300_000);
  const bendAt = (name: string) => [...marked].find(([, n]) => n === name)?.[0] ?? -1;

  it('refuses every bend on its own line, and nothing else', () => {
    expect(marked.size).toBe(6);
    expect([...errorLines.keys()].sort((a, b) => a - b)).toEqual([...marked.keys()].sort((a, b) => a - b));
  });

  it('names what is bent: the other operation\'s fields, the misspelt common field, the list that is not a field', () => {
    expect(errorLines.get(bendAt('columns'))?.join('\n')).toMatch(/"sid"/);
    expect(errorLines.get(bendAt('common'))?.join('\n')).toMatch(/stor_id/);
    expect(errorLines.get(bendAt('field'))?.join('\n')).toMatch(/"qty"/);
    expect(errorLines.get(bendAt('listField'))?.join('\n')).toMatch(/goods_list/);
    expect(errorLines.get(bendAt('inputOf'))?.join('\n')).toMatch(/shipmentName|sid/);
    expect(errorLines.get(bendAt('groupOf'))?.join('\n')).toMatch(/queue_typ/);
  });
});
