// The worker thread that replays journals in full (streaming, no slicing: it has a thread of its own) and writes
// their summaries. Messages: { id, file } in; { id, summary } or { id, error, legacy } out.
import { parentPort } from 'node:worker_threads';
import { JournalCorruptError } from './replay';
import { replayFile } from './replay-file';
import { journalStamp, writeSummary } from './summary';

export interface SummaryRequest {
  id: number;
  file: string;
}

parentPort?.on('message', (msg: SummaryRequest) => {
  void (async () => {
    try {
      const stamp = await journalStamp(msg.file);
      const result = await replayFile(msg.file, { size: stamp.size, sliceMs: Infinity });
      const summary = await writeSummary(msg.file, stamp, result, Infinity);
      parentPort?.postMessage({ id: msg.id, summary });
    } catch (err) {
      const corrupt = err instanceof JournalCorruptError;
      parentPort?.postMessage({ id: msg.id, error: err instanceof Error ? err.message : String(err), corrupt, legacy: corrupt && err.legacy });
    }
  })();
});
