// The ledger of what was sent (electron/core/ledger/): which row is an item's entry, what a start is refused for,
// what a newer job takes over, and that all of it is rebuilt from the journals alone. Driven through the batch
// runner with a scripted client, so every "sent" below is a request the client really received.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BatchRunner } from '../../../electron/core/batch/runner';
import type { JobSpec } from '../../../electron/core/job/types';
import { Journal } from '../../../electron/core/journal/journal';
import type { OpenJournalFile } from '../../../electron/core/journal/writer';
import { Ledger } from '../../../electron/core/ledger/ledger';
import { JobRef, OperationIndex, StaticCandidate } from '../../../electron/core/ledger/ledger-index';
import type { PushTimers } from '../../../electron/core/ledger/ledger-push';
import { AlreadySentError } from '../../../electron/core/ledger/refusal';
import { itemIdentity } from '../../../shared/catalogue/item-identity';
import { batchOperationOf, checkRow } from '../../../shared/catalogue/row-validation';
import type { LedgerChangedEvent } from '../../../shared/ipc/ledger';
import { FakeClient, videoxAnswer, type Answerer } from './fake-client';
import { open } from 'node:fs/promises';

const STORE = '110458505618526720';
const TIMEOUT = 30_000;

/** The gathering's clock, moved by the test. */
class ManualTimers implements PushTimers {
  private pending: Array<() => void> = [];
  set(fn: () => void): unknown {
    this.pending.push(fn);
    return fn;
  }
  clear(handle: unknown): void {
    this.pending = this.pending.filter((f) => f !== handle);
  }
  get armed(): boolean {
    return this.pending.length > 0;
  }
  fire(): void {
    for (const f of this.pending.splice(0)) f();
  }
}

const ok: Answerer = (_op, input) => videoxAnswer(input);

function session(opts: { dir?: string; answer?: Answerer; openFile?: OpenJournalFile; sliceMs?: number; since?: string } = {}) {
  const dir = opts.dir ?? mkdtempSync(join(tmpdir(), 'opsdesk-ledger-'));
  const journal = new Journal(dir, { openFile: opts.openFile });
  const events: LedgerChangedEvent[] = [];
  const timers = new ManualTimers();
  const ledger = new Ledger({ journal, emit: (e) => events.push(e), timers, sliceMs: opts.sliceMs, since: opts.since });
  const client = new FakeClient(opts.answer ?? ok);
  const runner = new BatchRunner({ client, journal, ledger, chunkSize: 2, reconcileAfterRun: false });
  void ledger.open();
  return { dir, journal, ledger, client, runner, events, timers };
}

/** Rows of MSKU ids with a quantity each; keys `k-<id>` unless given. */
function videox(items: ReadonlyArray<[string, number]>, extra: Partial<JobSpec> = {}): JobSpec {
  return { operation: 'videoxStock', common: { store_id: STORE }, rows: items.map(([id, quantity]) => ({ key: `k-${id}`, input: { msku_id: id, quantity } })), ...extra };
}

/** The item's identity as a screen names it (validated first, then named). */
function identity(mskuId: string, quantity: number) {
  const op = batchOperationOf('videoxStock');
  if (!op) throw new Error('videoxStock takes rows');
  const checked = checkRow(op, { store_id: STORE }, { msku_id: mskuId, quantity });
  if ('issues' in checked) throw new Error('invalid');
  return itemIdentity('videoxStock', { store_id: STORE }, checked);
}

const sentIds = (client: FakeClient) => client.sent.flatMap((c) => (c.input.queue_list as Array<{ msku_id: string }>).map((q) => q.msku_id));
const journalFiles = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.jsonl'));

async function lookup(ledger: Ledger, items: ReadonlyArray<[string, number]>) {
  return ledger.lookup('videoxStock', items.map(([id, q]) => ({ id: identity(id, q).key, values: identity(id, q).values })));
}

/** A client whose answers wait until the test lets them go. */
function gated() {
  const gates: Array<() => void> = [];
  const answer: Answerer = async (_op, input) => {
    await new Promise<void>((r) => gates.push(r));
    return videoxAnswer(input);
  };
  return { answer, release: () => gates.splice(0).forEach((g) => g()), waiting: () => gates.length };
}

async function until(cond: () => boolean): Promise<void> {
  for (let i = 0; i < 2000 && !cond(); i++) await new Promise((r) => setTimeout(r, 2));
  if (!cond()) throw new Error('timed out waiting');
}

describe('an item\'s entry', () => {
  const job = (id: string, createdAt: string, state: 'finished' | 'running' = 'finished') => new JobRef(id, 'videoxStock', createdAt, null, state, false);
  const line = (id: string, status: 'pending' | 'succeeded' | 'failed' | 'unknown', sentAt: string | null) =>
    ({ rowKey: 'r', id, values: 'v', status, item: null, sent: null, sentAt, reason: null, code: null, category: null, resolvedBy: null }) as const;

  it('is the latest row: by when it was sent, or when its job was made if never sent, then by job id', () => {
    const index = new OperationIndex();
    const a = new StaticCandidate(job('job-a', '2026-01-01T00:00:00.000Z'), line('x', 'failed', '2026-01-03T00:00:00.000Z'));
    const b = new StaticCandidate(job('job-b', '2026-01-02T00:00:00.000Z'), line('x', 'pending', null));
    index.insert(a);
    index.insert(b);
    // b was made before a's row went out: a's send is the later event.
    expect(index.entry('x')).toBe(a);
    const c = new StaticCandidate(job('job-c', '2026-01-03T00:00:00.000Z'), line('x', 'pending', null));
    index.insert(c);
    expect(index.entry('x')).toBe(c);
    expect(index.candidates('x').map((k) => k.job.jobId)).toEqual(['job-b', 'job-a', 'job-c']);
    // Taken out, the one before shows again.
    expect(index.remove(c)).toBe(true);
    expect(index.entry('x')).toBe(a);
  });

  it('keeps one row per job, and forgets rows older than an applied one unless their job is sending', () => {
    const index = new OperationIndex();
    const running = job('job-a', '2026-01-01T00:00:00.000Z', 'running');
    index.insert(new StaticCandidate(running, line('x', 'pending', null)));
    index.insert(new StaticCandidate(job('job-b', '2026-01-02T00:00:00.000Z'), line('x', 'pending', null)));
    index.insert(new StaticCandidate(job('job-c', '2026-01-03T00:00:00.000Z'), line('x', 'succeeded', '2026-01-03T00:00:01.000Z')));
    expect(index.candidates('x').map((k) => k.job.jobId)).toEqual(['job-a', 'job-c']);
    // The same job again replaces its own row.
    const again = new StaticCandidate(index.entry('x')?.job as JobRef, line('x', 'unknown', '2026-01-03T00:00:02.000Z'));
    index.insert(again);
    expect(index.candidates('x').map((k) => `${k.job.jobId}:${k.status}`)).toEqual(['job-a:pending', 'job-c:unknown']);
  });
});

describe('a start the ledger refuses or lets go', () => {
  it('refuses items applied with the same values (nothing journaled or sent), and sends them on the user\'s word', async () => {
    const s = session();
    await (await s.runner.start(videox([['M1', 5], ['M2', 6], ['M3', 7]]))).done;
    const files = journalFiles(s.dir);
    const refused = await s.runner.start(videox([['M1', 5], ['M2', 6], ['M3', 8], ['M4', 1]])).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AlreadySentError);
    const first = s.runner.list()[0]?.jobId;
    expect((refused as AlreadySentError).details).toEqual({
      count: 2,
      items: [
        { key: 'k-M1', why: 'applied', jobId: first, item: 'M1', at: expect.any(String) },
        { key: 'k-M2', why: 'applied', jobId: first, item: 'M2', at: expect.any(String) },
      ],
    });
    expect(journalFiles(s.dir)).toEqual(files);
    expect(sentIds(s.client)).toEqual(['M1', 'M2', 'M3']);
    // Other values (M3 to 8) and an item never sent (M4) go with the user's word for M1 and M2.
    await (await s.runner.start(videox([['M1', 5], ['M2', 6], ['M3', 8], ['M4', 1]], { again: ['k-M1', 'k-M2'] }))).done;
    expect(sentIds(s.client)).toEqual(['M1', 'M2', 'M3', 'M1', 'M2', 'M3', 'M4']);
  }, TIMEOUT);

  it('lets go other values, refused items and rows a stopped job never sent; refuses maybe-applied ones', async () => {
    const s = session({ answer: (_op, input) => videoxAnswer(input, (id) => (id === 'M2' ? 'no such msku' : null)) });
    await (await s.runner.start(videox([['M1', 5], ['M2', 6]]))).done;
    s.client.answer = ok;
    // M1 other values; M2 refused before: both go.
    await (await s.runner.start(videox([['M1', 9], ['M2', 6]]))).done;
    expect(sentIds(s.client)).toEqual(['M1', 'M2', 'M1', 'M2']);

    // An answer that names nothing: maybe applied.
    s.client.answer = () => ({ code: 1, msg: 'success', data: { queue_list: [], traceId: 't', success: true } });
    await (await s.runner.start(videox([['M5', 1]]))).done;
    const refused = await s.runner.start(videox([['M5', 1]])).catch((e: unknown) => e);
    expect((refused as AlreadySentError).details.items).toEqual([expect.objectContaining({ key: 'k-M5', why: 'unknown' })]);
    s.client.answer = ok;
    await (await s.runner.start(videox([['M5', 1]], { again: ['k-M5'] }))).done;
    expect(sentIds(s.client).filter((id) => id === 'M5')).toHaveLength(2);
  }, TIMEOUT);

  it('refuses an item queued or in flight in a running job, even on the user\'s word', async () => {
    const g = gated();
    const s = session({ answer: g.answer });
    const running = await s.runner.start(videox([['M1', 5], ['M2', 6], ['M3', 7]]));
    await until(() => g.waiting() === 1);
    // M1 is in flight, M3 queued behind it.
    const refused = await s.runner.start(videox([['M1', 5], ['M3', 8]], { again: ['k-M1', 'k-M3'] })).catch((e: unknown) => e);
    expect((refused as AlreadySentError).details).toMatchObject({ count: 2, items: [{ key: 'k-M1', why: 'inFlight', jobId: running.jobId }, { key: 'k-M3', why: 'inFlight' }] });
    s.runner.cancel(running.jobId);
    g.release();
    await running.done;
    // Stopped: M3 was never sent, so a new job takes it.
    const next = await s.runner.start(videox([['M3', 8]]));
    await until(() => g.waiting() === 1);
    g.release();
    await next.done;
    expect(sentIds(s.client)).toEqual(['M1', 'M2', 'M3']);
  }, TIMEOUT);

  it('lets exactly one of two racing starts with the same items go', async () => {
    // Slices of no time at all: each start's check gives the loop its turn every 1,024 rows, as a big start does.
    const s = session({ sliceMs: 0 });
    const items = Array.from({ length: 3000 }, (_, i) => [`M${i}`, 1] as [string, number]);
    const both = await Promise.allSettled([s.runner.start(videox(items)), s.runner.start(videox([...items].reverse()))]);
    expect(both.map((b) => b.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = both.find((b) => b.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toBeInstanceOf(AlreadySentError);
    expect((lost.reason as AlreadySentError).details.count).toBe(3000);
    expect(new Set((lost.reason as AlreadySentError).details.items.map((i) => i.why))).toEqual(new Set(['inFlight']));
    await (both.find((b) => b.status === 'fulfilled') as PromiseFulfilledResult<{ done: Promise<unknown> }>).value.done;
    expect(sentIds(s.client)).toHaveLength(3000);
    expect(new Set(sentIds(s.client)).size).toBe(3000);
    expect(journalFiles(s.dir)).toHaveLength(1);
  }, TIMEOUT);

  it('rolls a start back when its journal cannot be written: the entry before it shows again', async () => {
    let full = false;
    const openFile: OpenJournalFile = async (file, flags, mode) => {
      if (full && flags === 'ax+') throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
      return open(file, flags, mode);
    };
    const s = session({ openFile });
    const first = await s.runner.start(videox([['M1', 5]]));
    await first.done;
    s.timers.fire();
    s.events.length = 0;
    full = true;
    await expect(s.runner.start(videox([['M1', 7], ['M2', 1]]))).rejects.toMatchObject({ code: 'JOURNAL_WRITE_FAILED' });
    expect(s.ledger.entry('videoxStock', identity('M1', 5).key)).toMatchObject({ jobId: first.jobId, status: 'succeeded', values: identity('M1', 5).values });
    expect(s.ledger.entry('videoxStock', identity('M2', 1).key)).toBeNull();
    // Screens that saw the start's rows queued hear that they are not.
    await until(() => s.timers.armed);
    s.timers.fire();
    const pushed = new Map(s.events.flatMap((e) => e.entries).map((e) => [e.id, e.entry]));
    expect(pushed.get(identity('M1', 5).key)).toMatchObject({ jobId: first.jobId });
    expect(pushed.get(identity('M2', 1).key)).toBeNull();
    full = false;
    await (await s.runner.start(videox([['M1', 7], ['M2', 1]]))).done;
    expect(sentIds(s.client)).toEqual(['M1', 'M1', 'M2']);
  }, TIMEOUT);

  it('never holds an invalid row: a bad value or a second row naming the same item', async () => {
    const s = session();
    const spec: JobSpec = {
      operation: 'videoxStock',
      common: { store_id: STORE },
      rows: [
        { key: 'bad', input: { msku_id: 'M1', quantity: -3 } },
        { key: 'first', input: { msku_id: 'M2', quantity: 1 } },
        { key: 'twice', input: { msku_id: 'M2', quantity: 2 } },
      ],
    };
    const job = await s.runner.start(spec);
    await job.done;
    const { found } = await lookup(s.ledger, [['M1', -3], ['M2', 1], ['M2', 2]].filter(([, q]) => (q as number) >= 0) as Array<[string, number]>);
    expect(found.map((f) => [f.entry.rowKey, f.same])).toEqual([['first', true], ['first', false]]);
    // M1 was never sent: a new start takes it.
    await (await s.runner.start(videox([['M1', 3]]))).done;
    expect(sentIds(s.client)).toEqual(['M2', 'M1']);
  }, TIMEOUT);
});

describe('a row that turns invalid', () => {
  it('leaves the ledger: an order a merge could not send alone is not held as queued', async () => {
    // Each request merges two orders at least: the third order, alone in its chunk, is refused before sending.
    const answer: Answerer = (_op, input) => {
      const sent = (input.order_list as unknown[]).map(String);
      return { code: 0, message: 'success', data: { success_num: sent.length, fail_num: 0, success_info: [{ global_order_no: sent, new_order_no: sent[0] }], failure_info: [] } };
    };
    const s = session({ answer });
    const merge = (orders: string[]): JobSpec => ({ operation: 'mergeOrders', common: { platform_code: '10002' }, rows: orders.map((id) => ({ key: id, input: id })) });
    const job = await s.runner.start(merge(['1001', '1002', '1003']));
    expect(await job.done).toMatchObject({ succeeded: 2, invalid: 1 });
    const ids = await s.ledger.lookup('mergeOrders', ['1001', '1003'].map((id) => ({ id, values: 'x' })));
    expect(ids.found.map((f) => [f.id, f.entry.status])).toEqual([['1001', 'succeeded']]);
    await (await s.runner.start(merge(['1003', '1004']))).done;
    expect(s.client.sent.map((c) => (c.input.order_list as unknown[]).map(String))).toEqual([['1001', '1002'], ['1003', '1004']]);
  }, TIMEOUT);
});

describe('rows a newer job takes over', () => {
  it('marks a cancelled job\'s unsent rows superseded (model and journal): its resume sends nothing twice', async () => {
    const g = gated();
    const s = session({ answer: g.answer });
    const old = await s.runner.start(videox([['M1', 1], ['M2', 2], ['M3', 3], ['M4', 4]]));
    await until(() => g.waiting() === 1);
    s.runner.cancel(old.jobId);
    g.release();
    await old.done;
    s.client.answer = ok;
    const newer = await s.runner.start(videox([['M3', 3], ['M4', 4]]));
    await newer.done;
    await until(() => s.runner.get(old.jobId).rows.filter((r) => r.status === 'invalid').length === 2);
    const rows = Object.fromEntries(s.runner.get(old.jobId).rows.map((r) => [r.key, r]));
    expect(rows['k-M3']).toMatchObject({ status: 'invalid', issues: [{ code: 'superseded', values: { job: newer.jobId } }] });
    expect(readFileSync(join(s.dir, `${old.jobId}.jsonl`), 'utf8')).toContain('"superseded"');
    await (await s.runner.resume(old.jobId)).done;
    expect(sentIds(s.client)).toEqual(['M1', 'M2', 'M3', 'M4']);

    // A new session on the same journals: the old job's rows are superseded there too; its resume sends nothing.
    const t = session({ dir: s.dir });
    await t.ledger.ready();
    await (await t.runner.resume(old.jobId)).done;
    expect(t.client.sent).toHaveLength(0);
  }, TIMEOUT);

  it('marks them in the journal of a job of an earlier session, not loaded for it: its resume sends none of them', async () => {
    const g = gated();
    const s = session({ answer: g.answer });
    const old = await s.runner.start(videox([['M1', 1], ['M2', 2], ['M3', 3]]));
    await until(() => g.waiting() === 1);
    s.runner.cancel(old.jobId);
    g.release();
    await old.done;
    // A new session: the cancelled job is on disk only.
    const t = session({ dir: s.dir });
    const newer = await t.runner.start(videox([['M3', 3]]));
    await newer.done;
    const file = join(s.dir, `${old.jobId}.jsonl`);
    await until(() => readFileSync(file, 'utf8').includes('"superseded"'));
    expect(t.ledger.entry('videoxStock', identity('M3', 3).key)).toMatchObject({ jobId: newer.jobId, status: 'succeeded' });
    await (await t.runner.resume(old.jobId)).done;
    expect(t.runner.get(old.jobId).rows.map((r) => [r.key, r.status])).toEqual([['k-M1', 'succeeded'], ['k-M2', 'succeeded'], ['k-M3', 'invalid']]);
    expect([...sentIds(s.client), ...sentIds(t.client)]).toEqual(['M1', 'M2', 'M3']);
  }, TIMEOUT);

  it('marks a stopped job\'s failed rows superseded: a retry of that job sends nothing', async () => {
    const s = session({ answer: (_op, input) => videoxAnswer(input, () => 'busy warehouse') });
    const old = await s.runner.start(videox([['M1', 1], ['M2', 2]]));
    await old.done;
    s.client.answer = ok;
    const newer = await s.runner.start(videox([['M1', 1]]));
    await newer.done;
    await until(() => s.runner.get(old.jobId).rows.some((r) => r.status === 'invalid'));
    await (await s.runner.retryFailed(old.jobId)).done;
    expect(sentIds(s.client)).toEqual(['M1', 'M2', 'M1', 'M2']);
  }, TIMEOUT);

  it('leaves a maybe-applied row to the user; decided "not applied" after a newer job took it, its resume does not send it', async () => {
    const s = session({ answer: () => ({ code: 1, msg: 'success', data: { queue_list: [], traceId: 't', success: true } }) });
    const old = await s.runner.start(videox([['M1', 1]]));
    await old.done;
    s.client.answer = ok;
    const newer = await s.runner.start(videox([['M1', 1]], { again: ['k-M1'] }));
    await newer.done;
    // Unknown rows are not superseded: they stay for the user to decide.
    expect(s.runner.get(old.jobId).rows[0]).toMatchObject({ status: 'unknown' });
    await s.runner.resolve(old.jobId, ['k-M1'], 'not-applied');
    expect(s.runner.get(old.jobId).rows[0]).toMatchObject({ status: 'pending' });
    await (await s.runner.resume(old.jobId)).done;
    expect(s.runner.get(old.jobId).rows[0]).toMatchObject({ status: 'invalid', issues: [{ code: 'superseded', values: { job: newer.jobId } }] });
    expect(sentIds(s.client)).toEqual(['M1', 'M1']);
  }, TIMEOUT);
});

describe('the ledger after a restart', () => {
  it('is built again from the journals alone: the same entries, and the same refusals', async () => {
    const s = session();
    const a = await s.runner.start(videox([['M1', 5], ['M2', 6]]));
    await a.done;
    const before = await lookup(s.ledger, [['M1', 5], ['M2', 7], ['M9', 1]]);
    const t = session({ dir: s.dir });
    const after = await lookup(t.ledger, [['M1', 5], ['M2', 7], ['M9', 1]]);
    expect(after).toEqual(before);
    expect(after.found.map((f) => [f.entry.item, f.entry.sent, f.entry.status, f.same])).toEqual([
      ['M1', { quantity: '5' }, 'succeeded', true],
      ['M2', { quantity: '6' }, 'succeeded', false],
    ]);
    expect(after.jobs).toEqual({ [a.jobId]: 'finished' });
    await expect(t.runner.start(videox([['M1', 5]]))).rejects.toBeInstanceOf(AlreadySentError);
  }, TIMEOUT);

  it('holds a damaged journal\'s rows that may have been sent as maybe applied', async () => {
    const s = session();
    const a = await s.runner.start(videox([['M1', 5], ['M2', 6], ['M3', 7], ['M4', 8]]));
    await a.done;
    // The second chunk's intent is garbled: M3 and M4 may have been sent in it.
    const file = join(s.dir, `${a.jobId}.jsonl`);
    const lines = readFileSync(file, 'utf8').split('\n');
    const intents = lines.map((l, i) => [l, i] as const).filter(([l]) => l.includes('"t":"intent"'));
    const at = (intents[1] as readonly [string, number])[1];
    lines[at] = (lines[at] as string).replace('"keys"', '"kyes"');
    writeFileSync(file, lines.join('\n'));
    // An outcome line read past a lost intent: its rows keep the outcome; the rest of the chunk is unknown.
    const outcome = lines.findIndex((l, i) => i > at && l.includes('"t":"outcome"'));
    lines[outcome] = (lines[outcome] as string).replace('"t":"outcome"', '"t":"outcomx"');
    writeFileSync(file, lines.join('\n'));

    const t = session({ dir: s.dir });
    const { found } = await lookup(t.ledger, [['M1', 5], ['M3', 7], ['M4', 8]]);
    expect(found.map((f) => [f.entry.item, f.entry.status])).toEqual([['M1', 'succeeded'], ['M3', 'unknown'], ['M4', 'unknown']]);
    const refused = await t.runner.start(videox([['M3', 7]])).catch((e: unknown) => e);
    expect((refused as AlreadySentError).details.items).toEqual([expect.objectContaining({ why: 'unknown', jobId: a.jobId })]);
    await (await t.runner.start(videox([['M3', 7]], { again: ['k-M3'] }))).done;
    expect(t.client.sent).toHaveLength(1);
  }, TIMEOUT);

  it('reads a job whose summary an earlier version made (no ledger file): the summary is made again', async () => {
    const s = session();
    const a = await s.runner.start(videox([['M1', 5]]));
    await a.done;
    await s.journal.summary(a.jobId);
    const summaryFile = join(s.dir, `${a.jobId}.summary.json`);
    const { ledger: _l, ...v1 } = JSON.parse(readFileSync(summaryFile, 'utf8')) as Record<string, unknown>;
    writeFileSync(summaryFile, JSON.stringify({ ...v1, v: 1 }));
    rmSync(join(s.dir, `${a.jobId}.ledger`));
    const t = session({ dir: s.dir });
    await expect(t.runner.start(videox([['M1', 5]]))).rejects.toBeInstanceOf(AlreadySentError);
    expect(JSON.parse(readFileSync(summaryFile, 'utf8'))).toMatchObject({ v: 2, ledger: { count: 1 } });
  }, TIMEOUT);

  it('makes a ledger file that does not hold what its summary says again from the journal', async () => {
    const s = session();
    const a = await s.runner.start(videox([['M1', 5]]));
    await a.done;
    await s.journal.summary(a.jobId);
    const ledgerFile = join(s.dir, `${a.jobId}.ledger`);
    // Forged to say M1 was never sent: the same size, other content.
    const text = readFileSync(ledgerFile, 'utf8');
    writeFileSync(ledgerFile, text.replace('"succeeded"', '"pending"  '));
    const t = session({ dir: s.dir });
    await expect(t.runner.start(videox([['M1', 5]]))).rejects.toBeInstanceOf(AlreadySentError);
  }, TIMEOUT);
});

describe('a sandbox whose state began anew (a reset)', () => {
  it('forgets the jobs made before it, now and after a restart; screens are told to ask again', async () => {
    const s = session();
    const before = await s.runner.start(videox([['M1', 5]]));
    await before.done;
    await new Promise((r) => setTimeout(r, 5));
    const reset = new Date().toISOString();
    await s.ledger.forgetBefore(reset);
    expect(s.events.at(-1)).toEqual({ operation: 'videoxStock', entries: [], jobs: {}, lookupAgain: true });
    expect((await lookup(s.ledger, [['M1', 5]])).found).toEqual([]);
    // The same item with the same values is new work on the new state: sent without asking.
    const after = await s.runner.start(videox([['M1', 5]]));
    await after.done;
    expect(sentIds(s.client)).toEqual(['M1', 'M1']);
    await expect(s.runner.start(videox([['M1', 5]]))).rejects.toBeInstanceOf(AlreadySentError);

    // Built again with the reset's time: only the job made after it counts.
    const t = session({ dir: s.dir, since: reset });
    const found = (await lookup(t.ledger, [['M1', 5]])).found;
    expect(found.map((f) => f.entry.jobId)).toEqual([after.jobId]);
    expect(Object.keys((await lookup(t.ledger, [['M1', 5]])).jobs)).toEqual([after.jobId]);
  }, TIMEOUT);
});

describe('ledger.changed', () => {
  it('pushes a start\'s rows, then each chunk\'s answers, once the gathering ends, with the jobs they name', async () => {
    const g = gated();
    const s = session({ answer: g.answer });
    await s.ledger.ready();
    const job = await s.runner.start(videox([['M1', 5], ['M2', 6], ['M3', 7]]));
    await until(() => g.waiting() === 1);
    // Nothing before the gathering ends (the test's clock).
    expect(s.events).toEqual([]);
    expect(s.timers.armed).toBe(true);
    s.timers.fire();
    expect(s.events).toHaveLength(1);
    const [queued] = s.events as [LedgerChangedEvent];
    expect(queued).toMatchObject({ operation: 'videoxStock', lookupAgain: false, jobs: { [job.jobId]: 'running' } });
    expect(queued.entries.map((e) => [e.entry?.item, e.entry?.status, e.entry?.sentAt !== null])).toEqual([
      ['M1', 'pending', true],
      ['M2', 'pending', true],
      ['M3', 'pending', false],
    ]);
    // The first chunk's answers, and the second chunk on its way (its intent written).
    s.events.length = 0;
    g.release();
    await until(() => g.waiting() === 1);
    s.timers.fire();
    expect(s.events.flatMap((e) => e.entries.map((x) => [x.entry?.item, x.entry?.status, x.entry?.sentAt !== null]))).toEqual([
      ['M1', 'succeeded', true],
      ['M2', 'succeeded', true],
      ['M3', 'pending', true],
    ]);
    s.events.length = 0;
    g.release();
    await job.done;
    s.timers.fire();
    expect(s.events.flatMap((e) => e.entries.map((x) => [x.entry?.item, x.entry?.status]))).toEqual([['M3', 'succeeded']]);
    expect(s.events.at(-1)?.jobs).toEqual({ [job.jobId]: 'finished' });

    // A cancel is a change of the job's state: pushed with no entries.
    s.events.length = 0;
    const next = await s.runner.start(videox([['M4', 1], ['M5', 2], ['M6', 3]]));
    await until(() => g.waiting() === 1);
    s.timers.fire();
    s.events.length = 0;
    s.runner.cancel(next.jobId);
    s.timers.fire();
    expect(s.events).toEqual([{ operation: 'videoxStock', entries: [], jobs: { [next.jobId]: 'cancelling' }, lookupAgain: false }]);
    g.release();
    await next.done;
  }, TIMEOUT);
});
