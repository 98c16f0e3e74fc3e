// Group commit: one fdatasync covers the lines of every caller that asked for durability while the previous one
// was in flight, and no durable append returns before a sync that began after its line was written. Driven by a
// file whose syncs finish only when the test says so (no timing involved).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BatchRunner } from '../../../electron/core/batch/runner';
import { Journal } from '../../../electron/core/journal/journal';
import type { JournalRecord } from '../../../electron/core/journal/records';
import { intentRenderer, JobJournalWriter, renderRecord, type JournalFile, type OpenJournalFile } from '../../../electron/core/journal/writer';
import { FakeClient, videoxAnswer } from './fake-client';

/** A file in memory: `text` is what was written, `onDisk` what the last finished sync made durable. */
class HeldSyncFile implements JournalFile {
  text = '';
  onDisk = '';
  syncCalls = 0;
  /** Syncs begun and not yet let finish, oldest first. */
  readonly held: Array<() => void> = [];
  constructor(private readonly autoFinish: boolean) {}
  async write(data: Buffer) {
    this.text += data.toString('utf8');
  }
  datasync(): Promise<void> {
    this.syncCalls++;
    const snapshot = this.text;
    return new Promise<void>((resolve) => {
      const finish = () => {
        this.onDisk = snapshot;
        resolve();
      };
      if (this.autoFinish) setImmediate(finish);
      else this.held.push(finish);
    });
  }
  async sync() {}
  async close() {}
  async stat() {
    return { size: Buffer.byteLength(this.text) };
  }
  async read(buffer: Buffer, offset: number, length: number, position: number) {
    return { bytesRead: Buffer.from(this.text).copy(buffer, offset, position, position + length) };
  }
}

function fakeDisk(autoFinish: boolean) {
  const files = new Map<string, HeldSyncFile>();
  const openFile: OpenJournalFile = async (file) => {
    let f = files.get(file);
    if (!f) files.set(file, (f = new HeldSyncFile(autoFinish)));
    return f;
  };
  return { files, openFile };
}

/** Lets every promise callback queued so far run (writes to the fake file finish at once). */
const settle = async () => {
  for (let i = 0; i < 10; i++) await Promise.resolve();
};

const intent = (chunk: string): JournalRecord => ({ t: 'intent', chunk, at: 'x', keys: [chunk] });

describe('journal group commit', () => {
  it('shares one fdatasync among the durable appends that came while a sync was in flight', async () => {
    const { files, openFile } = fakeDisk(false);
    const writer = await JobJournalWriter.open('/j/job-g.jsonl', { created: true, openFile });
    const file = files.get('/j/job-g.jsonl') as HeldSyncFile;
    const done: string[] = [];
    const track = (name: string, p: Promise<void>) => p.then(() => done.push(name));

    const a = track('a', writer.durable(intent('a')));
    await settle();
    expect(file.syncCalls).toBe(1);
    // While the first sync is in flight: two more intents and an outcome (which asks for no sync of its own).
    const b = track('b', writer.durable(intent('b')));
    const c = track('c', writer.durable(intent('c')));
    void writer.append({ t: 'outcome', chunk: 'a', at: 'x', attempts: 1, rows: [] });
    await settle();
    expect(file.syncCalls).toBe(1);
    expect(file.text).toContain('"chunk":"c"');

    // The first sync began before b and c were written: it does not cover them.
    file.held.shift()?.();
    await a;
    await settle();
    expect(done).toEqual(['a']);
    expect(file.syncCalls).toBe(2);

    file.held.shift()?.();
    await Promise.all([b, c]);
    expect(done).toEqual(['a', 'b', 'c']);
    // Two syncs for three durable intents, the outcome carried along.
    expect(file.syncCalls).toBe(2);
    expect(file.onDisk).toContain('"t":"outcome"');
    expect(writer.syncs).toBe(2);
  });

  it('returns from a durable append only once its own line is on disk', async () => {
    const { files, openFile } = fakeDisk(false);
    const writer = await JobJournalWriter.open('/j/job-h.jsonl', { created: true, openFile });
    const file = files.get('/j/job-h.jsonl') as HeldSyncFile;
    let durable = false;
    const p = writer.durable(intent('a')).then(() => (durable = true));
    await settle();
    expect(durable).toBe(false);
    expect(file.onDisk).toBe('');
    file.held.shift()?.();
    await p;
    expect(file.onDisk).toContain('"chunk":"a"');
  });

  it('a failed sync fails every later append and sync: nothing is taken as durable', async () => {
    const { files, openFile } = fakeDisk(false);
    const writer = await JobJournalWriter.open('/j/job-f.jsonl', { created: true, openFile });
    const file = files.get('/j/job-f.jsonl') as HeldSyncFile;
    file.datasync = () => Promise.reject(new Error('EIO'));
    await expect(writer.durable(intent('a'))).rejects.toThrow('EIO');
    await expect(writer.append(intent('b'))).rejects.toThrow('EIO');
    await expect(writer.durable(intent('c'))).rejects.toThrow('EIO');
  });

  it('renders an intent ahead of its turn exactly as the record would be rendered', () => {
    const keys = ['r1', 'r"2', 'ключ'];
    expect(intentRenderer('3.14', keys)('2026-11-25T10:00:00.000Z').json).toBe(
      renderRecord({ t: 'intent', chunk: '3.14', at: '2026-11-25T10:00:00.000Z', keys }).json,
    );
  });

  it('the runner sends each chunk only after its intent is on disk', async () => {
    const { files, openFile } = fakeDisk(true);
    // The folder is made on the real disk; the job's file lives in the fake one.
    const journal = new Journal(mkdtempSync(join(tmpdir(), 'opsdesk-gc-')), { openFile, summaryWorker: false });
    const missing: string[] = [];
    let sends = 0;
    const client = new FakeClient((_op, input) => {
      const chunk = `1.${++sends}`;
      const onDisk = [...files.values()].map((f) => f.onDisk).join('');
      if (!onDisk.includes(`"t":"intent","chunk":"${chunk}"`)) missing.push(chunk);
      return videoxAnswer(input);
    });
    const runner = new BatchRunner({ client, journal, chunkSize: 2, reconcileAfterRun: false });
    const rows = Array.from({ length: 10 }, (_, i) => ({ key: `k${i}`, input: { msku_id: `M${i}`, quantity: i } }));
    const summary = await (await runner.start({ operation: 'videoxStock', common: { store_id: '110458505618526720' }, rows })).done;
    expect(summary).toMatchObject({ succeeded: 10 });
    expect(sends).toBe(5);
    expect(missing).toEqual([]);
  });
});
