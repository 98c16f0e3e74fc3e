import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Journal } from '../../../electron/core/journal/journal';
import { INTERRUPTED_REASON, JournalCorruptError, replay } from '../../../electron/core/journal/replay';
import { frameLine } from '../../../electron/core/journal/frame';
import { JobJournalWriter } from '../../../electron/core/journal/writer';
import { LosslessNumber } from '../../../shared/json/lossless';

const job = { t: 'job', v: 2, jobId: 'job-1', operation: 'picking', label: 'morning picks', createdAt: '2024-07-08T10:00:00.000Z', total: 4, common: null, context: { aliases: { FH1: '601' } } };
const rowsRec = { t: 'rows', from: 0, rows: ['601', '602', '603', '604'].map((id) => ({ key: `r${id}`, input: id })) };
const outcome = (chunk: string, keys: string[], status: string) => ({
  t: 'outcome',
  chunk,
  at: 'x',
  attempts: 1,
  rows: keys.map((key) => ({ key, status, reason: null, code: null, category: null, info: null, requestId: 'req-1' })),
});
/** Records as the writer frames them: sequence number, checksum. */
const lines = (...records: unknown[]) => records.map((r, i) => frameLine(i + 1, JSON.stringify(r))).join('');
const statuses = (text: string) => Object.fromEntries([...replay(text).model.rows.values()].map((r) => [r.key, r.status]));

describe('journal replay', () => {
  it('marks the rows of a chunk with an intent and no outcome as unknown, never pending', () => {
    const text = lines(job, rowsRec, { t: 'run', run: 1, at: 'x', retry: null }, { t: 'intent', chunk: '1.1', at: 'x', keys: ['r601', 'r602'] }, outcome('1.1', ['r601', 'r602'], 'succeeded'), { t: 'intent', chunk: '1.2', at: 'x', keys: ['r603'] });
    const { model } = replay(text);
    expect(statuses(text)).toEqual({ r601: 'succeeded', r602: 'succeeded', r603: 'unknown', r604: 'pending' });
    expect(model.rows.get('r603')).toMatchObject({ reason: INTERRUPTED_REASON, code: 'INTERRUPTED', sends: 1 });
    expect(model.state).toBe('interrupted');
    expect(model.meta.context).toEqual({ aliases: { FH1: '601' } });
  });

  it('ignores a torn last line (the crash cut the write) and notes it, without calling the job damaged', () => {
    const text = lines(job, rowsRec, { t: 'run', run: 1, at: 'x', retry: null }, { t: 'intent', chunk: '1.1', at: 'x', keys: ['r601'] }) + '{"n":5,"t":"outcome","chunk":"1.1","at":"x","attem';
    const result = replay(text);
    expect(result.notes).toEqual([expect.stringContaining('line 5')]);
    expect(result.model.damage).toBeNull();
    expect(result.model.rows.get('r601')?.status).toBe('unknown');
  });

  it('keeps a later reconciliation of an interrupted chunk instead of re-marking it unknown', () => {
    const text = lines(
      job,
      rowsRec,
      { t: 'run', run: 1, at: 'x', retry: null },
      { t: 'intent', chunk: '1.1', at: 'x', keys: ['r601', 'r602'] },
      { t: 'resolve', at: 'x', by: 'reconcile', rows: [{ key: 'r601', status: 'succeeded', reason: 'picked' }, { key: 'r602', status: 'pending', reason: 'not picked' }] },
    );
    const { model } = replay(text);
    expect(statuses(text)).toMatchObject({ r601: 'succeeded', r602: 'pending' });
    expect(model.rows.get('r601')?.resolvedBy).toBe('reconcile');
  });

  it('puts failed rows named by a retry run back to pending', () => {
    const text = lines(job, rowsRec, { t: 'run', run: 1, at: 'x', retry: null }, outcome('1.1', ['r601', 'r602'], 'failed'), { t: 'end', run: 1, at: 'x', state: 'finished', error: null }, { t: 'run', run: 2, at: 'y', retry: ['r602'] });
    expect(statuses(text)).toMatchObject({ r601: 'failed', r602: 'pending' });
  });

  it('refuses a file that does not start with a job record', () => {
    expect(() => replay(lines(rowsRec))).toThrow(JournalCorruptError);
  });

  it('treats a record of the wrong shape (a trust boundary) as damage, keeping the rest', () => {
    const text = lines(job, rowsRec, { t: 'outcome', chunk: '1.1', rows: 'nope' }, { t: 'end', run: 1, at: 'x', state: 'finished', error: null });
    expect(replay(text).model.damage?.problems).toEqual([expect.objectContaining({ kind: 'unreadable-line', line: 3 })]);
  });
});

describe('JobJournalWriter', () => {
  it('writes ids above 2^53 as bare exact numbers, whether LosslessNumber or bigint', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'opsdesk-writer-')), 'job-x.jsonl');
    const writer = await JobJournalWriter.open(file, { created: true });
    await writer.durable({ ...job, jobId: 'job-x', common: { storeId: new LosslessNumber('110458505618526720'), order: 103318651460264448123n } } as never);
    await writer.close();
    const text = readFileSync(file, 'utf8');
    expect(text).toContain('"storeId":110458505618526720');
    expect(text).toContain('"order":103318651460264448123');
    expect(replay(text).model.meta.common).toEqual({ storeId: '110458505618526720', order: '103318651460264448123' });
  });
});

describe('Journal', () => {
  it('lists jobs with pending or unknown rows as unfinished, not the finished or dismissed ones', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'opsdesk-journal-'));
    const end = { t: 'end', run: 1, at: 'x', state: 'finished', error: null };
    writeFileSync(join(dir, 'job-done.jsonl'), lines({ ...job, jobId: 'job-done' }, rowsRec, { t: 'run', run: 1, at: 'x', retry: null }, outcome('1.1', ['r601', 'r602', 'r603', 'r604'], 'succeeded'), end));
    writeFileSync(join(dir, 'job-crashed.jsonl'), lines({ ...job, jobId: 'job-crashed' }, rowsRec, { t: 'run', run: 1, at: 'x', retry: null }, { t: 'intent', chunk: '1.1', at: 'x', keys: ['r601'] }));
    writeFileSync(join(dir, 'job-dismissed.jsonl'), lines({ ...job, jobId: 'job-dismissed' }, rowsRec, { t: 'closed', at: 'x' }));
    writeFileSync(join(dir, 'notes.txt'), 'not a journal');
    const journal = new Journal(dir);
    const unfinished = (await journal.unfinished()).jobs;
    expect(unfinished.map((j) => j.jobId)).toEqual(['job-crashed']);
    expect(unfinished[0]).toMatchObject({ operation: 'picking', label: 'morning picks', unknown: 1, pending: 3, reconcilable: true, state: 'interrupted' });
    await journal.close('job-crashed');
    expect((await journal.unfinished()).jobs).toEqual([]);
    await journal.closeAll();
  });

  it('lists a file in which not even the job can be read as unreadable, and leaves version 1 journals out', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'opsdesk-journal-'));
    writeFileSync(join(dir, 'job-torn.jsonl'), '{"n":1,"t":"job","v":2,"jobId":"job-to');
    writeFileSync(join(dir, 'job-old.jsonl'), `${JSON.stringify({ ...job, v: 1, jobId: 'job-old' })}\n${JSON.stringify({ t: 'rows', rows: [] })}\n`);
    const { jobs, unreadable } = await new Journal(dir).unfinished();
    expect(jobs).toEqual([]);
    expect(unreadable).toEqual([{ jobId: 'job-torn', problem: 'the journal holds no job record' }]);
  });

  it('accepts only job ids that are plain file names', () => {
    const journal = new Journal('/tmp/x');
    expect(() => journal.fileOf('../../etc/passwd')).toThrow(/not a job id/);
    expect(() => journal.fileOf('a/b')).toThrow(/not a job id/);
    expect(journal.fileOf(journal.newJobId())).toMatch(/^\/tmp\/x\/job-\d{8}T\d{6}-[0-9a-f]{8}\.jsonl$/);
  });
});
