// Replays a journal file read as a stream, never as one text: a 100,000-row journal is tens of megabytes, and
// the main process is the app's only thread. Between lines it gives the event loop its turn whenever a slice
// of work passes `sliceMs`, so a caller on the main thread is never held longer than about one line's parse.
import { open } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { isVersion1, JournalReplay, legacyJournal, type ReplayResult } from './replay';

const READ_BLOCK = 256 * 1024;

export interface ReplayFileOptions {
  /** Read no further than this many bytes (the size a summary is checked against). */
  size?: number;
  /** Work this long at most before yielding to the event loop (default 8 ms; Infinity in a worker). */
  sliceMs?: number;
}

/** Whole lines of the file, as UTF-8 text, and whether its last line ends in a newline. */
export async function* fileLines(file: string, size?: number): AsyncGenerator<string, boolean> {
  const fh = await open(file, 'r');
  try {
    const end = size ?? (await fh.stat()).size;
    let pos = 0;
    let carry = Buffer.alloc(0);
    while (pos < end) {
      const block = Buffer.alloc(Math.min(READ_BLOCK, end - pos));
      const { bytesRead } = await fh.read(block, 0, block.length, pos);
      if (bytesRead === 0) break;
      pos += bytesRead;
      let data = carry.length > 0 ? Buffer.concat([carry, block.subarray(0, bytesRead)]) : block.subarray(0, bytesRead);
      let nl = data.indexOf(0x0a);
      while (nl >= 0) {
        yield data.toString('utf8', 0, nl);
        data = data.subarray(nl + 1);
        nl = data.indexOf(0x0a);
      }
      carry = Buffer.from(data);
    }
    if (carry.length > 0) {
      yield carry.toString('utf8');
      return false;
    }
    return true;
  } finally {
    await fh.close();
  }
}

export async function replayFile(file: string, opts: ReplayFileOptions = {}): Promise<ReplayResult> {
  const sliceMs = opts.sliceMs ?? 8;
  const replay = new JournalReplay();
  const lines = fileLines(file, opts.size);
  let first = true;
  let sliceStart = performance.now();
  for (;;) {
    const next = await lines.next();
    if (next.done) {
      return replay.finish(next.value);
    }
    if (first && isVersion1(next.value)) {
      await lines.return(true);
      throw legacyJournal();
    }
    first = false;
    replay.push(next.value);
    if (performance.now() - sliceStart > sliceMs) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
}
