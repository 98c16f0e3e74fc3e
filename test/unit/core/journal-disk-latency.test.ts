// "Disk slow" in the status bar: the journal times each durable write (line written + fdatasync, what a chunk's
// intent waits for before its send) by an injected clock, and calls the disk slow when the median of the last
// writes passes 50 ms. The slow disk here is a file whose sync moves the test's clock: no wall-clock timing.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiskLatency, type DiskFigures } from '../../../electron/core/journal/disk-latency';
import { Journal } from '../../../electron/core/journal/journal';
import type { JournalFile, OpenJournalFile } from '../../../electron/core/journal/writer';

/** A file in memory whose every sync takes `syncMs` by the test's clock. */
function clockedDisk() {
  const clock = { ms: 0, syncMs: 0 };
  const openFile: OpenJournalFile = async () => {
    let text = '';
    const file: JournalFile = {
      write: async (data) => {
        text += data.toString('utf8');
      },
      datasync: async () => {
        clock.ms += clock.syncMs;
      },
      sync: async () => undefined,
      close: async () => undefined,
      stat: async () => ({ size: Buffer.byteLength(text) }),
      read: async (buffer, offset, length, position) => ({ bytesRead: Buffer.from(text).copy(buffer, offset, position, position + length) }),
    };
    return file;
  };
  return { clock, openFile };
}

async function journalOn(disk: ReturnType<typeof clockedDisk>) {
  const journal = new Journal(mkdtempSync(join(tmpdir(), 'opsdesk-disk-')), { openFile: disk.openFile, summaryWorker: false, now: () => disk.clock.ms });
  const changes: DiskFigures[] = [];
  journal.disk.on('changed', (f) => changes.push(f));
  const writer = await journal.writer(journal.newJobId());
  let n = 0;
  const intents = async (count: number) => {
    for (let i = 0; i < count; i++) await writer.durable({ t: 'intent', chunk: `1.${++n}`, at: 'x', keys: [`r${n}`] });
  };
  return { journal, changes, intents };
}

describe('journal: disk write latency', () => {
  it('calls the disk slow once the median of its intents passes 50 ms, with the median it measured', async () => {
    const disk = clockedDisk();
    const { journal, changes, intents } = await journalOn(disk);
    disk.clock.syncMs = 120;
    await intents(4);
    // Four writes are not yet enough to judge a disk by.
    expect(journal.disk.figures()).toEqual({ p50Ms: 120, samples: 4, slow: false });
    expect(changes).toEqual([]);
    await intents(1);
    expect(journal.disk.figures()).toEqual({ p50Ms: 120, samples: 5, slow: true });
    expect(changes).toEqual([{ p50Ms: 120, samples: 5, slow: true }]);
  });

  it('one stalled write among quick ones is not a slow disk; quick writes end a slow spell', async () => {
    const disk = clockedDisk();
    const { journal, changes, intents } = await journalOn(disk);
    disk.clock.syncMs = 3;
    await intents(6);
    disk.clock.syncMs = 1_077;
    await intents(1);
    expect(journal.disk.figures()).toMatchObject({ p50Ms: 3, slow: false });
    expect(changes).toEqual([]);
    disk.clock.syncMs = 90;
    await intents(20);
    expect(journal.disk.figures()).toMatchObject({ p50Ms: 90, slow: true });
    disk.clock.syncMs = 2;
    await intents(20);
    expect(journal.disk.figures()).toEqual({ p50Ms: 2, samples: 20, slow: false });
    expect(changes.map((c) => [c.slow, c.p50Ms])).toEqual([
      [true, 90],
      [false, 2],
    ]);
  });

  it('while slow, says so again when the median moves by 10 ms or more', () => {
    const d = new DiskLatency({ window: 5, minSamples: 5 });
    const changes: DiskFigures[] = [];
    d.on('changed', (f) => changes.push(f));
    for (const ms of [60, 60, 60, 60, 60, 65, 65, 65, 200, 200, 200]) d.record(ms);
    expect(changes.map((c) => c.p50Ms)).toEqual([60, 200]);
  });
});
