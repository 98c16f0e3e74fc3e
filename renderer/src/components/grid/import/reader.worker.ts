// Reads an import file off the UI thread: unzipping a workbook, decoding and splitting a large CSV would freeze
// the grid. The page terminates this worker on Cancel or when the time limit passes (reader-protocol.ts says
// what goes in and comes out).
import { readRequest, type ReaderRequest } from './reader-protocol';

self.onmessage = (event: MessageEvent<ReaderRequest>) => {
  for (const answer of readRequest(event.data)) (self as unknown as Worker).postMessage(answer);
};
