// Every import has limits: a size cap before reading, a time limit after which the worker is terminated (a zip
// bomb), and Cancel. The worker and the timer are injected: nothing here waits on the clock.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HEADER_SEARCH_ROWS } from '../../../../../shared/sheets/sheet-files';
import { keepReaderWarm, readSheetFile, ReadFileError } from './read-file';
import { answersOf, type ReaderRequest } from './reader-protocol';

class FakeWorker {
  terminated = false;
  posted: unknown[] = [];
  onmessage: ((e: MessageEvent) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  postMessage(data: unknown) {
    this.posted.push(data);
  }
  terminate() {
    this.terminated = true;
  }
}

const limits = { maxBytes: 100, timeoutMs: 1000 };
const file = (size: number, name = 'a.xlsx') => new File([new Uint8Array(size)], name);

function setup() {
  const worker = new FakeWorker();
  let fire: (() => void) | null = null;
  const options = {
    limits,
    startWorker: () => worker as unknown as Worker,
    setTimer: (run: () => void) => {
      fire = run;
      return () => {
        fire = null;
      };
    },
  };
  return { worker, options, fireTimer: () => fire?.() };
}

const reason = (p: Promise<unknown>) => p.then(() => 'resolved', (e: unknown) => (e instanceof ReadFileError ? e.reason : String(e)));

describe('readSheetFile limits', () => {
  it('refuses a file past the size cap and a type it cannot read, before reading', async () => {
    const { worker, options } = setup();
    expect(await reason(readSheetFile(file(101), options))).toBe('tooLarge');
    expect(await reason(readSheetFile(file(10, 'a.pdf'), options))).toBe('unsupported');
    expect(worker.posted).toEqual([]);
  });

  it('stops a read that outlives the time limit and terminates the worker', async () => {
    const { worker, options, fireTimer } = setup();
    const read = reason(readSheetFile(file(10), options));
    await new Promise((r) => setTimeout(r, 0));
    expect(worker.posted).toHaveLength(1);
    fireTimer();
    expect(await read).toBe('timedOut');
    expect(worker.terminated).toBe(true);
  });

  it('Cancel stops the read and terminates the worker', async () => {
    const { worker, options } = setup();
    const controller = new AbortController();
    const read = reason(readSheetFile(file(10), { ...options, signal: controller.signal }));
    await new Promise((r) => setTimeout(r, 0));
    controller.abort();
    expect(await read).toBe('cancelled');
    expect(worker.terminated).toBe(true);
  });

  it('hands back what the worker read, its cells reassembled from slices, and sends text files with the chosen encoding', async () => {
    const { worker, options } = setup();
    const read = readSheetFile(file(10, 'a.csv'), { ...options, encoding: 'gb18030' });
    await new Promise((r) => setTimeout(r, 0));
    expect(worker.posted[0]).toMatchObject({ name: 'a.csv', kind: 'text', encoding: 'gb18030' });
    const cells = Array.from({ length: 5 }, (_, i) => [`r${i}`]);
    const answer = { sheets: [{ name: 'a.csv', cells, merges: [] }], text: null };
    // Two rows a message: three messages of rows, then the rest.
    for (const a of answersOf(answer, 2)) worker.onmessage?.({ data: a } as MessageEvent);
    expect(await read).toEqual(answer);
    expect(worker.terminated).toBe(true);
  });

  it('passes on how far the worker has read, until the read ends', async () => {
    const { worker, options } = setup();
    const heard: unknown[] = [];
    const read = readSheetFile(file(10), { ...options, onProgress: (p) => heard.push(p) });
    await new Promise((r) => setTimeout(r, 0));
    worker.onmessage?.({ data: { type: 'progress', sheet: 0, rows: 2000, of: 50001 } } as MessageEvent);
    worker.onmessage?.({ data: { type: 'progress', sheet: 0, rows: 4000, of: null } } as MessageEvent);
    for (const a of answersOf({ sheets: [{ name: 's', cells: [['a']], merges: [] }], text: null })) worker.onmessage?.({ data: a } as MessageEvent);
    worker.onmessage?.({ data: { type: 'progress', sheet: 0, rows: 6000, of: null } } as MessageEvent);
    await read;
    expect(heard).toEqual([
      { rows: 2000, of: 50001 },
      { rows: 4000, of: null },
    ]);
  });

  it('asks the worker for at most a job of rows (a title block and the header besides)', async () => {
    const { worker, options } = setup();
    void readSheetFile(file(10, 'a.csv'), { ...options, limits: { ...limits, maxRows: 1000 } });
    await new Promise((r) => setTimeout(r, 0));
    expect((worker.posted[0] as ReaderRequest).limits.maxRows).toBe(1000 + HEADER_SEARCH_ROWS + 1);
  });

  it('a file of nothing but sheets longer than one import takes is refused with its rows and the most, before any mapping step', async () => {
    const { worker, options } = setup();
    const read = readSheetFile(file(10, 'a.csv'), { ...options, limits: { ...limits, maxRows: 1000 } });
    await new Promise((r) => setTimeout(r, 0));
    const answer = { sheets: [{ name: 'a.csv', cells: [['MSKU ID']], merges: [], overCap: 1_000_001 }], text: null };
    for (const a of answersOf(answer)) worker.onmessage?.({ data: a } as MessageEvent);
    const err = await read.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ReadFileError);
    expect(err).toMatchObject({ reason: 'tooManyRows', values: { rows: 1_000_001, max: 1000 } });
  });

  it('a workbook the worker refused on its container says why, with the sizes it declared', async () => {
    for (const [refusal, expected] of [
      [{ reason: 'notExcel' }, { reason: 'notExcel', values: {} }],
      [{ reason: 'unzipsTooLarge', declaredBytes: 4 * 1024 ** 3, limitBytes: 300 * 1024 ** 2 }, { reason: 'unzipsTooLarge', values: { declared: 4096, limit: 300 } }],
    ] as const) {
      const { worker, options } = setup();
      const read = readSheetFile(file(10, 'a.xlsx'), options);
      await new Promise((r) => setTimeout(r, 0));
      worker.onmessage?.({ data: { type: 'refused', refusal } } as MessageEvent);
      expect(await read.catch((e: unknown) => e)).toMatchObject(expected);
      expect(worker.terminated).toBe(true);
    }
  });
});

describe('a reader started ahead', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is started while a grid that imports is on screen, taken by the next read, and ended when no grid wants it', async () => {
    const started: FakeWorker[] = [];
    vi.stubGlobal(
      'Worker',
      class extends FakeWorker {
        constructor() {
          super();
          started.push(this);
        }
      },
    );
    const release = keepReaderWarm();
    const releaseOther = keepReaderWarm();
    expect(started).toHaveLength(1);
    const read = readSheetFile(file(10), { limits, setTimer: () => () => undefined });
    await new Promise((r) => setTimeout(r, 0));
    // The read went to the reader started ahead: no second worker was started for it.
    expect(started).toHaveLength(1);
    expect(started[0]!.posted).toHaveLength(1);
    started[0]!.onmessage?.({ data: { ok: true, read: { sheets: [], text: null } } } as MessageEvent);
    await read;
    const spare = keepReaderWarm();
    expect(started).toHaveLength(2);
    release();
    releaseOther();
    expect(started[1]!.terminated).toBe(false);
    spare();
    expect(started[1]!.terminated).toBe(true);
  });
});
