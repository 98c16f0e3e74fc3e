// Rows are validated once for the life of a job in this process: when it is made (or loaded from its journal),
// never again per chunk, per attempt, per retry or per resume.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BatchRunner } from '../../../electron/core/batch/runner';
import { sameFields } from '../../../electron/core/batch/new-job';
import { JobRowValidator } from '../../../electron/core/batch/rows';
import type { JobSpec } from '../../../electron/core/job/types';
import { localError, OpenApiError } from '../../../electron/core/errors';
import { Journal } from '../../../electron/core/journal/journal';
import { FakeClient, videoxAnswer, type Answerer } from './fake-client';

const STORE = '110458505618526720';

function spec(n: number): JobSpec {
  const rows: JobSpec['rows'] = Array.from({ length: n }, (_, i) => ({ key: `row-${i}`, input: { msku_id: `M${i}`, quantity: i } }));
  rows.push({ key: 'bad', input: { msku_id: 'MX', quantity: -1 } });
  return { operation: 'videoxStock', common: { store_id: STORE }, rows };
}

function runner(answer: Answerer, dir = mkdtempSync(join(tmpdir(), 'opsdesk-once-'))) {
  const client = new FakeClient(answer);
  const journal = new Journal(dir);
  return { dir, client, journal, runner: new BatchRunner({ client, journal, chunkSize: 2 }) };
}

/** How often each row key went through the validator. */
function countValidations() {
  const spy = vi.spyOn(JobRowValidator.prototype, 'validate');
  return () => {
    const counts: Record<string, number> = {};
    for (const [key] of spy.mock.calls) counts[key] = (counts[key] ?? 0) + 1;
    return counts;
  };
}

const kinds = (file: string) =>
  readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((l) => (JSON.parse(l.slice(0, l.lastIndexOf('\t'))) as { t: string }).t);

afterEach(() => vi.restoreAllMocks());

describe('rows are validated once per job', () => {
  it('when the job is made: every chunk, attempt and retry sends what that one validation gave', async () => {
    const counts = countValidations();
    let n = 0;
    const { runner: r, client, dir } = runner((_op, input) => {
      // The second request is refused for its content before it executed: its rows fail and are retried below.
      if (n++ === 1) throw new OpenApiError({ code: '500', operation: 'videoxStock', category: 'not-executed', action: 'show', details: { vendorMessage: 'try later' } });
      return videoxAnswer(input);
    });
    const handle = await r.start(spec(6));
    expect(await handle.done).toMatchObject({ succeeded: 4, failed: 2, invalid: 1 });
    expect(await (await r.retryFailed(handle.jobId)).done).toMatchObject({ succeeded: 6, failed: 0, invalid: 1 });
    expect(client.sent).toHaveLength(4);
    expect(counts()).toEqual({ 'row-0': 1, 'row-1': 1, 'row-2': 1, 'row-3': 1, 'row-4': 1, 'row-5': 1, bad: 1 });
    // The invalid row is journaled with the job, ahead of its first run.
    expect(kinds(join(dir, `${handle.jobId}.jsonl`)).slice(0, 5)).toEqual(['job', 'rows', 'sealed', 'invalid', 'run']);
    expect(r.get(handle.jobId).rows.find((x) => x.key === 'bad')).toMatchObject({ status: 'invalid', issues: [{ path: 'quantity' }] });
  });

  it('when a job of an earlier session is loaded: once, for its resume and a retry after it', async () => {
    const first = runner(() => {
      throw localError('NO_SECRET', 'videoxStock', 'not-executed');
    });
    const handle = await first.runner.start(spec(6));
    expect(await handle.done).toMatchObject({ state: 'halted' });

    const counts = countValidations();
    let fail = true;
    const second = runner((_op, input) => videoxAnswer(input, (m) => (fail && m === 'M5' ? 'busy warehouse' : null)), first.dir);
    // The halted run's rows never executed and are pending; the resume sends them, one of which fails.
    expect(await (await second.runner.resume(handle.jobId)).done).toMatchObject({ state: 'finished', failed: 1, invalid: 1 });
    fail = false;
    expect(await (await second.runner.retryFailed(handle.jobId)).done).toMatchObject({ state: 'finished', failed: 0, invalid: 1 });
    const seen = counts();
    expect(Object.values(seen).every((c) => c === 1)).toBe(true);
    expect(Object.keys(seen).sort()).toEqual(['row-0', 'row-1', 'row-2', 'row-3', 'row-4', 'row-5'].sort());
  });
});

describe('the validated form kept per row', () => {
  it('is the input itself when validation gave it back field for field, and the validated copy otherwise', () => {
    const same = { msku_id: 'M1', quantity: 3 };
    expect(sameFields({ msku_id: 'M1', quantity: 3 }, same)).toBe(true);
    // Trimmed, converted, reordered, or a nested value copied: the validated form is what is sent.
    expect(sameFields({ msku_id: 'M1', quantity: 3 }, { msku_id: ' M1', quantity: 3 })).toBe(false);
    expect(sameFields({ msku_id: 'M1', quantity: 7 }, { msku_id: 'M1', quantity: '7' })).toBe(false);
    expect(sameFields({ msku_id: 'M1', quantity: 3 }, { quantity: 3, msku_id: 'M1' })).toBe(false);
    expect(sameFields({ ids: [1] }, { ids: [1] })).toBe(false);
    expect(sameFields({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    // A key more or fewer on either side.
    expect(sameFields({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(sameFields({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(sameFields({}, {})).toBe(true);
  });

  it('sends exactly what validation gave, whichever form is kept', async () => {
    const { runner: r, client } = runner((_op, input) => videoxAnswer(input));
    const rows: JobSpec['rows'] = [
      { key: 'plain', input: { msku_id: 'M1', quantity: 1 } },
      { key: 'padded', input: { msku_id: '  M2 ', quantity: '2' } },
    ];
    await (await r.start({ operation: 'videoxStock', common: { store_id: STORE }, rows })).done;
    expect(client.sent[0]?.input.queue_list).toEqual([
      { msku_id: 'M1', quantity: 1 },
      { msku_id: 'M2', quantity: 2 },
    ]);
  });
});
