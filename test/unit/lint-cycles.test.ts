// `npm run lint` rejects import cycles, type-only imports included (scripts/eslint/no-import-cycles.js).
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const RULE = 'opsdesk/no-import-cycles';
// The fixtures sit under the lint ignores (they are meant to fail); lint them on purpose.
const eslint = new ESLint({ cwd: process.cwd(), ignore: false });

async function cycleMessages(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? []).filter((m) => m.ruleId === RULE).map((m) => m.message);
}

describe('the import-cycle lint rule', () => {
  // The first lint loads the parser and plugins: slow on a busy machine, and not what is tested.
  beforeAll(() => eslint.lintText('export {};\n', { filePath: 'shared/warm-up.ts' }), 120_000);

  it('rejects a planted cycle of value imports and names its whole chain', async () => {
    const [message] = await cycleMessages('test/fixtures/lint/cycles/value/orders.ts');
    expect(message).toContain(
      'test/fixtures/lint/cycles/value/orders.ts → test/fixtures/lint/cycles/value/totals.ts → test/fixtures/lint/cycles/value/rounding.ts → test/fixtures/lint/cycles/value/orders.ts',
    );
  });

  it('rejects it on every file of the cycle', async () => {
    expect(await cycleMessages('test/fixtures/lint/cycles/value/totals.ts')).toHaveLength(1);
    expect(await cycleMessages('test/fixtures/lint/cycles/value/rounding.ts')).toHaveLength(1);
  });

  it('rejects a cycle made only of type imports', async () => {
    expect(await cycleMessages('test/fixtures/lint/cycles/types/job.ts')).toHaveLength(1);
    expect(await cycleMessages('test/fixtures/lint/cycles/types/journal.ts')).toHaveLength(1);
  });

  it('passes a file that only imports into a cycle', async () => {
    expect(await cycleMessages('test/fixtures/lint/cycles/types/standalone.ts')).toEqual([]);
  });

  it('passes the project: no cycle among the app\'s modules', async () => {
    expect(await cycleMessages('electron/core/batch/runner.ts')).toEqual([]);
    expect(await cycleMessages('shared/catalogue/index.ts')).toEqual([]);
  }, 60_000);
});
