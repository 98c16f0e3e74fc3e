// The journal writer: a sequence that continues across processes, a torn tail written past cleanly, damage at
// the end that stays visible, and a disk that fills up half way through a job's rows.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BatchRunner } from '../../../electron/core/batch/runner';
import { OpenApiError } from '../../../electron/core/errors';
import { frameLine, frameLineBytes, readLine } from '../../../electron/core/journal/frame';
import { Journal } from '../../../electron/core/journal/journal';
import { replay } from '../../../electron/core/journal/replay';
import { JobJournalWriter, type OpenJournalFile } from '../../../electron/core/journal/writer';
import { FakeClient, videoxAnswer } from './fake-client';

const meta = { jobId: 'job-w', operation: 'videoxStock', label: null, createdAt: 'x', total: 2, common: { store_id: '1' }, context: null } as const;
const head = [
  { t: 'job', v: 2, ...meta },
  { t: 'rows', from: 0, rows: [{ key: 'a', input: { msku_id: 'A', quantity: 1 } }, { key: 'b', input: { msku_id: 'B', quantity: 1 } }] },
  { t: 'sealed', ...meta },
  { t: 'run', run: 1, at: 'x', retry: null },
];
const framed = (records: readonly unknown[]) => records.map((r, i) => frameLine(i + 1, JSON.stringify(r))).join('');
const tmpFile = () => join(mkdtempSync(join(tmpdir(), 'opsdesk-writer-')), 'job-w.jsonl');

async function appendIntent(file: string): Promise<void> {
  const writer = await JobJournalWriter.open(file);
  await writer.durable({ t: 'intent', chunk: '1.1', at: 'y', keys: ['a'] });
  await writer.close();
}

describe('framed lines as bytes', () => {
  it('are the text line in UTF-8, checksum included, whatever the script', () => {
    const records = [
      { t: 'intent', chunk: '1.1', at: 'x', keys: ['ключ', '键 1', 'e\u0301', '😀', '\u2028'] },
      { t: 'intent', chunk: '1.2', at: 'x', keys: ['plain'] },
      {},
      // An outcome line's size (some 40 kB), past the small buffers' pool, mixed scripts throughout.
      { t: 'intent', chunk: '1.3', at: 'x', keys: Array.from({ length: 2000 }, (_, k) => (k % 3 === 0 ? `键${k}` : k % 3 === 1 ? `😀${k}` : `key-${k}`)) },
    ];
    for (const [i, r] of records.entries()) {
      const json = JSON.stringify(r);
      const bytes = frameLineBytes(i + 7, json);
      expect(bytes.toString('utf8')).toBe(frameLine(i + 7, json));
      // An empty object frames as `{"n":…}`, not a record (no `t`): only its bytes are compared.
      if ('t' in r) expect(readLine(bytes.toString('utf8').slice(0, -1))).toMatchObject({ ok: true, n: i + 7 });
    }
  });
});

describe('JobJournalWriter across processes', () => {
  it('continues the sequence of an existing file', async () => {
    const file = tmpFile();
    writeFileSync(file, framed(head));
    await appendIntent(file);
    const text = readFileSync(file, 'utf8');
    expect(text.trim().split('\n').at(-1)).toMatch(/^\{"n":5,"t":"intent"/);
    expect(replay(text).model.damage).toBeNull();
  });

  it('writes past a line a crash tore: the torn line is noted, not damage', async () => {
    const file = tmpFile();
    writeFileSync(file, framed(head) + '{"n":5,"t":"outc');
    await appendIntent(file);
    const { model, notes } = replay(readFileSync(file, 'utf8'));
    expect(model.damage).toBeNull();
    expect(notes).toEqual([expect.stringContaining('line 5')]);
    expect(model.rows.get('a')?.status).toBe('unknown');
  });

  it('keeps damage at the end visible once more is written after it', async () => {
    const file = tmpFile();
    const lines = framed(head).split('\n');
    lines[3] = (lines[3] as string).replace('"run":1', '"run":7');
    writeFileSync(file, lines.join('\n'));
    await appendIntent(file);
    const { model } = replay(readFileSync(file, 'utf8'));
    expect(model.damage?.problems).toEqual([expect.objectContaining({ kind: 'unreadable-line', line: 4 })]);
    expect(model.rows.get('b')?.status).toBe('unknown');
  });
});

/** A file system that runs out of space after `limit` bytes: the write that crosses it lands half way, then fails. */
function fullDiskAfter(limit: number): OpenJournalFile {
  let written = 0;
  return async (file, flags, mode) => {
    const fh = await open(file, flags, mode);
    return {
      datasync: () => fh.datasync(),
      sync: () => fh.sync(),
      close: () => fh.close(),
      stat: () => fh.stat(),
      read: (buffer, offset, length, position) => fh.read(buffer, offset, length, position),
      write: async (bytes: Buffer) => {
        if (written + bytes.length > limit) {
          await fh.write(bytes.subarray(0, Math.max(0, limit - written)));
          written = limit;
          throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
        }
        written += bytes.length;
        return fh.write(bytes);
      },
    };
  };
}

describe('a full disk while a job is created', () => {
  it('refuses the job clearly, sends nothing, and leaves no shrunken job to be listed later', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'opsdesk-full-'));
    const journal = new Journal(dir, { openFile: fullDiskAfter(300_000) });
    const client = new FakeClient((_op, input) => videoxAnswer(input));
    const runner = new BatchRunner({ client, journal });
    const rows = Array.from({ length: 20_000 }, (_, i) => ({ key: `row-${i}`, input: { msku_id: `M${i}`, quantity: i } }));
    const refused = await runner.start({ operation: 'videoxStock', common: { store_id: '1' }, rows }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(OpenApiError);
    expect(refused).toMatchObject({ code: 'JOURNAL_WRITE_FAILED', category: 'not-executed' });
    expect(String((refused as OpenApiError).cause)).toContain('ENOSPC');
    expect(client.sent).toHaveLength(0);
    expect(runner.list()).toEqual([]);
    expect(await new Journal(dir).list()).toEqual({ jobs: [], unreadable: [] });
  });
});
