import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BatchRunner } from '../../../electron/core/batch/runner';
import type { JobProgress, JobSpec } from '../../../electron/core/job/types';
import { localError, OpenApiError } from '../../../electron/core/errors';
import { Journal } from '../../../electron/core/journal/journal';
import { FakeClient, videoxAnswer, type Answerer } from './fake-client';

const STORE = '110458505618526720';

function rows(n: number, from = 0): JobSpec['rows'] {
  return Array.from({ length: n }, (_, i) => ({ key: `row-${from + i}`, input: { msku_id: `M${from + i}`, quantity: from + i } }));
}

function videox(n: number, extra: Partial<JobSpec> = {}): JobSpec {
  return { operation: 'videoxStock', common: { store_id: STORE }, rows: rows(n), ...extra };
}

function setup(answer: Answerer, opts: { chunkSize?: number; dir?: string } = {}) {
  const dir = opts.dir ?? mkdtempSync(join(tmpdir(), 'opsdesk-runner-'));
  const client = new FakeClient(answer);
  const journal = new Journal(dir);
  const runner = new BatchRunner({ client, journal, chunkSize: opts.chunkSize });
  return { dir, client, journal, runner };
}

const ok: Answerer = (_op, input) => videoxAnswer(input);
const statusOf = (runner: BatchRunner, jobId: string) => Object.fromEntries(runner.get(jobId).rows.map((r) => [r.key, r.status]));

describe('BatchRunner: rows and chunks', () => {
  it('validates each row on its own; a bad row is reported with its field path and never sent', async () => {
    const { runner, client } = setup(ok);
    const spec = videox(0, {
      rows: [
        { key: 'good-1', input: { msku_id: 'M1', quantity: 5 } },
        { key: 'negative', input: { msku_id: 'M2', quantity: -3 } },
        { key: 'blank', input: { msku_id: '   ', quantity: 1 } },
        { key: 'twice', input: { msku_id: 'M1', quantity: 9 } },
        { key: 'good-2', input: { msku_id: 'M3', quantity: '7' } },
      ],
    });
    const handle = await runner.start(spec);
    const summary = await handle.done;
    expect(summary).toMatchObject({ state: 'finished', total: 5, succeeded: 2, invalid: 3, failed: 0, pending: 0 });
    const byKey = Object.fromEntries(runner.get(handle.jobId).rows.map((r) => [r.key, r]));
    expect(byKey.negative?.issues).toEqual([{ path: 'quantity', message: 'must be an integer >= 0', code: 'intMin', values: { min: 0 } }]);
    expect(byKey.blank?.issues?.[0]?.path).toBe('msku_id');
    expect(byKey.twice?.issues).toEqual([{ path: '(row)', message: 'is the same item as row "good-1"', code: 'duplicateItem', values: { row: 'good-1' } }]);
    expect(client.sent).toHaveLength(1);
    expect((client.sent[0]?.input.queue_list as unknown[]).length).toBe(2);
  });

  it('refuses the whole job for a bad common field, a non-write operation or duplicate row keys', async () => {
    const { runner } = setup(ok);
    await expect(runner.start(videox(2, { common: { store_id: 'not-an-id' } }))).rejects.toThrow(OpenApiError);
    await expect(runner.start({ operation: 'chatxList', rows: [] })).rejects.toThrow(/not a write operation/);
    await expect(runner.start(videox(0, { rows: [...rows(2), ...rows(1)] }))).rejects.toThrow(/duplicate row key/);
  });

  it('starts under the id the caller recorded first, and never starts a second job under it (after a restart too)', async () => {
    const { runner, client, dir } = setup(ok);
    const jobId = 'job-20260101T000000-c0ffee01';
    const handle = await runner.start(videox(2, { jobId }));
    expect(handle.jobId).toBe(jobId);
    await handle.done;
    await expect(runner.start(videox(2, { jobId }))).rejects.toMatchObject({ kind: 'conflict', jobId });
    // A new session on the same journal: the id is taken on disk.
    const again = setup(ok, { dir });
    await expect(again.runner.start(videox(2, { jobId }))).rejects.toMatchObject({ kind: 'conflict', jobId });
    // Two starts racing with one id: one runs, the other is refused.
    const raced = 'job-20260101T000000-c0ffee02';
    const both = await Promise.allSettled([runner.start(videox(1, { jobId: raced })), runner.start(videox(1, { jobId: raced }))]);
    expect(both.map((b) => b.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((both.find((b) => b.status === 'rejected') as PromiseRejectedResult).reason).toMatchObject({ kind: 'conflict', jobId: raced });
    await (both.find((b) => b.status === 'fulfilled') as PromiseFulfilledResult<{ done: Promise<unknown> }>).value.done;
    expect(client.sent).toHaveLength(2);
    expect(again.client.sent).toHaveLength(0);
  });

  it('abandon: says whether a recorded start was made; an id given up is never started after, even by a start on its way', async () => {
    const { runner, client } = setup(ok);
    const made = 'job-20260101T000000-abad0001';
    await (await runner.start(videox(1, { jobId: made }))).done;
    expect(await runner.abandon(made)).toBe(true);
    const lost = 'job-20260101T000000-abad0002';
    expect(await runner.abandon(lost)).toBe(false);
    await expect(runner.start(videox(1, { jobId: lost }))).rejects.toMatchObject({ kind: 'conflict', jobId: lost });
    // A start and an abandon at once: either the start runs and abandon says so, or the start is refused.
    const raced = 'job-20260101T000000-abad0003';
    const [started, existed] = await Promise.allSettled([runner.start(videox(1, { jobId: raced })), runner.abandon(raced)]);
    expect(started.status === 'fulfilled').toBe(existed.status === 'fulfilled' && existed.value);
    if (started.status === 'fulfilled') await started.value.done;
    expect(client.sent).toHaveLength(started.status === 'fulfilled' ? 2 : 1);
  });

  it("chunks to the catalogue's maximum (200 rows per videox request)", async () => {
    const { runner, client } = setup(ok);
    await (await runner.start(videox(450))).done;
    expect(client.sent.map((c) => (c.input.queue_list as unknown[]).length)).toEqual([200, 200, 50]);
    expect(String(client.sent[0]?.input.store_id)).toBe(STORE);
  });

  it('maps per-item outcomes back to rows: accepted, rejected with the reason, or unknown when not mentioned', async () => {
    const { runner } = setup((_op, input) => {
      const answer = videoxAnswer(input, (m) => (m === 'M1' ? 'unknown msku_id' : null)) as { data: { queue_list: Array<{ msku_id: string }> } };
      answer.data.queue_list = answer.data.queue_list.filter((q) => q.msku_id !== 'M2');
      return answer;
    });
    const handle = await runner.start(videox(3));
    expect(await handle.done).toMatchObject({ succeeded: 1, failed: 1, unknown: 1 });
    const [r0, r1, r2] = runner.get(handle.jobId).rows;
    expect(r0).toMatchObject({ status: 'succeeded', info: { queueId: 'q0', warehouseId: '1001' }, sends: 1 });
    expect(r1).toMatchObject({ status: 'failed', reason: 'unknown msku_id', category: 'executed' });
    expect(r2).toMatchObject({ status: 'unknown', reason: 'the answer has no entry for this row', category: 'unknown-outcome' });
  });
});

describe('BatchRunner: failures', () => {
  it('codes a whole-request refusal the vendor words in a known way, and keeps its words apart (ship-from alias)', async () => {
    const words = 'alias_name "Dock" is already used by another address of this store';
    const { runner } = setup(() => {
      throw new OpenApiError({ code: '500', operation: 'updateShipFromAddress', category: 'not-executed', action: 'show', details: { vendorMessage: words } });
    });
    const input = { sid: '11', id: '22', alias_name: 'Dock', sender_name: 'Li', country_name: 'China', province: 'GD', city: 'SZ', street_detail1: '1 Rd', zip_code: '518000' };
    const handle = await runner.start({ operation: 'updateShipFromAddress', rows: [{ key: 'address', input }] });
    await handle.done;
    expect(runner.get(handle.jobId).rows[0]).toMatchObject({ status: 'failed', code: 'ITEM_ALIAS_TAKEN', reason: words });
  });

  it('turns a chunk failure into row states by its category', async () => {
    const errors = [
      localError('BUSY', 'videoxStock', 'not-executed', { action: 'back-off' }),
      localError('TIMEOUT', 'videoxStock', 'unknown-outcome'),
      new OpenApiError({ code: '7777', operation: 'videoxStock', category: 'executed', action: 'show', details: { vendorMessage: 'store closed' } }),
    ];
    const { runner } = setup((_op, input, n) => {
      const e = errors[n];
      if (e) throw e;
      return videoxAnswer(input);
    }, { chunkSize: 2 });
    const handle = await runner.start(videox(8));
    expect(await handle.done).toMatchObject({ state: 'finished', succeeded: 2, failed: 2, unknown: 2, pending: 2 });
    const rowsOut = runner.get(handle.jobId).rows;
    // Never executed, nothing wrong with the rows: they wait for Resume, with the code saying why.
    expect(rowsOut[0]).toMatchObject({ status: 'pending', code: 'BUSY', category: 'not-executed' });
    expect(rowsOut[2]).toMatchObject({ status: 'unknown', code: 'TIMEOUT', category: 'unknown-outcome' });
    expect(rowsOut[4]).toMatchObject({ status: 'failed', code: '7777', category: 'executed' });
    expect(rowsOut[4]?.reason).toContain('store closed');
  });

  it('halts on an error every later chunk would repeat (no secret): the rest stays pending', async () => {
    const { runner, client } = setup(() => {
      throw localError('NO_SECRET', 'videoxStock', 'not-executed');
    }, { chunkSize: 2 });
    const summary = await (await runner.start(videox(6))).done;
    expect(summary).toMatchObject({ state: 'halted', error: { code: 'NO_SECRET' } });
    // The chunk already waiting behind the first may meet the same refusal; nothing after it is tried.
    expect(client.sent.length).toBeLessThanOrEqual(2);
    expect(summary.pending).toBeGreaterThanOrEqual(2);
    expect(summary.failed + summary.pending).toBe(6);
  });

  it('rows refused because the vendor could not be reached are pending for Resume, not failures; Resume sends each once', async () => {
    let down = false;
    const { runner, client } = setup((_op, input, n) => {
      if (n === 1) down = true;
      if (down) throw localError('CONNECTION_REFUSED', 'videoxStock', 'not-executed');
      return videoxAnswer(input);
    }, { chunkSize: 2 });
    const handle = await runner.start(videox(6));
    const stopped = await handle.done;
    expect(stopped).toMatchObject({ state: 'halted', error: { code: 'CONNECTION_REFUSED' }, succeeded: 2, failed: 0, unknown: 0, pending: 4 });
    expect(runner.get(handle.jobId).rows[2]).toMatchObject({ status: 'pending', code: 'CONNECTION_REFUSED', category: 'not-executed' });
    down = false;
    const resumed = await (await runner.resume(handle.jobId)).done;
    expect(resumed).toMatchObject({ state: 'finished', succeeded: 6, failed: 0, pending: 0 });
    // Every row applied once: the first two in the first run, the other four after the vendor came back.
    const applied = client.sent.slice(-2).flatMap((c) => (c.input.queue_list as Array<{ msku_id: string }>).map((q) => q.msku_id));
    expect([...(client.sent[0]?.input.queue_list as Array<{ msku_id: string }>).map((q) => q.msku_id), ...applied].sort()).toEqual(['M0', 'M1', 'M2', 'M3', 'M4', 'M5']);
  });

  it('retries only the chosen failed rows, in the same job', async () => {
    let failNow = true;
    const { runner, client } = setup((_op, input) => videoxAnswer(input, () => (failNow ? 'adjustment unfinished' : null)), { chunkSize: 10 });
    const handle = await runner.start(videox(4));
    expect(await handle.done).toMatchObject({ failed: 4 });
    failNow = false;
    const retry = await runner.retryFailed(handle.jobId, ['row-1', 'row-3']);
    expect(retry.jobId).toBe(handle.jobId);
    expect(await retry.done).toMatchObject({ state: 'finished', succeeded: 2, failed: 2 });
    expect((client.sent[1]?.input.queue_list as Array<{ msku_id: string }>).map((q) => q.msku_id)).toEqual(['M1', 'M3']);
    expect(runner.get(handle.jobId).rows.map((r) => r.sends)).toEqual([1, 2, 1, 2]);
  });
});

describe('BatchRunner: cancel and progress', () => {
  it('on cancel sends no new chunk; the chunk in flight finishes and is recorded; the rest stays pending', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { runner, client } = setup(async (_op, input, n) => {
      if (n === 0) await gate;
      return videoxAnswer(input);
    }, { chunkSize: 2 });
    const handle = await runner.start(videox(8));
    while (client.sent.length === 0) await new Promise((r) => setTimeout(r, 2));
    runner.cancel(handle.jobId);
    expect(runner.list()[0]?.state).toBe('cancelling');
    release();
    expect(await handle.done).toMatchObject({ state: 'cancelled', succeeded: 2, pending: 6 });
    expect(client.sent).toHaveLength(1);
  });

  it('reports progress: done of total, counts, rate and an estimate; then finished', async () => {
    const { runner } = setup(ok, { chunkSize: 5 });
    const seen: JobProgress[] = [];
    runner.on('progress', (p) => seen.push(p));
    const finished = new Promise((resolve) => runner.once('finished', resolve));
    const handle = await runner.start(videox(20));
    await handle.done;
    expect(await finished).toMatchObject({ jobId: handle.jobId, succeeded: 20 });
    const dones = seen.map((p) => p.done);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    expect(seen.at(-1)).toMatchObject({ done: 20, total: 20, succeeded: 20, pending: 0, etaSeconds: 0 });
    const mid = seen.find((p) => p.done === 10);
    expect(mid?.ratePerSecond).toBeGreaterThan(0);
    expect(mid?.etaSeconds).toBeGreaterThanOrEqual(0);
    // Progress carries the job's state: running until the end, then finished.
    expect(seen.slice(0, -1).every((p) => p.state === 'running')).toBe(true);
    expect(seen.at(-1)?.state).toBe('finished');
  });
});

describe('BatchRunner: journal', () => {
  it('makes the intent durable before the chunk is sent, and records the outcome after', async () => {
    let journalAtSend = '';
    const { runner, dir } = setup((_op, input) => {
      journalAtSend = readFileSync(join(dir, `${handle.jobId}.jsonl`), 'utf8');
      return videoxAnswer(input);
    });
    const handle = await runner.start(videox(3));
    await handle.done;
    const kinds = (text: string) => text.trim().split('\n').map((l) => (JSON.parse(l.slice(0, l.lastIndexOf('\t'))) as { t: string }).t);
    expect(kinds(journalAtSend)).toEqual(['job', 'rows', 'sealed', 'run', 'intent']);
    expect(kinds(readFileSync(join(dir, `${handle.jobId}.jsonl`), 'utf8'))).toEqual(['job', 'rows', 'sealed', 'run', 'intent', 'outcome', 'end']);
  });

  it('after a restart resumes only pending rows: the chunk that was in flight stays unknown', async () => {
    const first = setup(async (_op, input, n) => {
      if (n === 1) await new Promise(() => undefined); // the process "dies" with chunk 2 in flight
      return videoxAnswer(input);
    }, { chunkSize: 2 });
    const handle = await first.runner.start(videox(6));
    while (first.client.sent.length < 2) await new Promise((r) => setTimeout(r, 2));

    const second = setup(ok, { chunkSize: 2, dir: first.dir });
    const unfinished = (await second.journal.unfinished()).jobs;
    expect(unfinished).toEqual([expect.objectContaining({ jobId: handle.jobId, state: 'interrupted', succeeded: 2, unknown: 2, pending: 2 })]);
    const resumed = await second.runner.resume(handle.jobId);
    expect(await resumed.done).toMatchObject({ state: 'finished', succeeded: 4, unknown: 2, pending: 0 });
    expect(second.client.sent.map((c) => (c.input.queue_list as Array<{ msku_id: string }>).map((q) => q.msku_id))).toEqual([['M4', 'M5']]);
    expect(statusOf(second.runner, handle.jobId)).toMatchObject({ 'row-2': 'unknown', 'row-3': 'unknown' });

    await second.runner.resolve(handle.jobId, ['row-2'], 'not-applied');
    await second.runner.resolve(handle.jobId, ['row-3'], 'applied');
    await (await second.runner.resume(handle.jobId)).done;
    expect(second.client.sent.at(-1)?.input.queue_list).toEqual([{ msku_id: 'M2', quantity: 2 }]);
    expect(second.runner.get(handle.jobId).rows.find((r) => r.key === 'row-3')).toMatchObject({ status: 'succeeded', resolvedBy: 'user' });
    expect((await second.journal.unfinished()).jobs).toEqual([]);
  });
});

describe('BatchRunner: export', () => {
  it('exports CSV by item with the values sent, statuses and reasons in the reader’s language, formulas inert; and JSON', async () => {
    const { runner } = setup((_op, input) => videoxAnswer(input, (m) => (m === 'M1' ? '=HYPERLINK("x"), "quoted"' : null)));
    const handle = await runner.start(videox(2));
    await handle.done;
    const lines = (locale: 'en' | 'zh-CN') => runner.export(handle.jobId, 'csv', locale).replace(/^\uFEFF/, '').trim().split('\r\n');
    const en = lines('en');
    expect(en[0]).toBe('Item,quantity,Status,Reason,Code,Request id,Sends,Settled by,Details');
    // The MSKU id names the row (never the row key), the quantity sent is a number, the send count too.
    expect(en[1]).toMatch(/^M0,0,Succeeded,,,,1,,queueId=q0; warehouseId=1001$/);
    // The vendor's words beside the translated code, as a literal no spreadsheet runs.
    expect(en[2]).toBe(`M1,1,Failed,"=""=HYPERLINK(""""x""""), """"quoted"""" (The service refused this item.)""",ITEM_FAILED,,1,,warehouseId=1001`);
    const zh = lines('zh-CN');
    expect(zh[0]).toBe('项目,quantity,状态,原因,代码,请求 ID,发送次数,确认方式,详情');
    expect(zh[1]).toMatch(/^M0,0,成功,/);
    expect(zh[2]).toContain('失败');
    expect(zh[2]).toContain('服务拒绝了此项。');
    const json = JSON.parse(runner.export(handle.jobId, 'json')) as { summary: { total: number }; rows: unknown[] };
    expect(json.summary.total).toBe(2);
    expect(json.rows).toHaveLength(2);
  });
});
