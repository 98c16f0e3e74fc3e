// Reads an import file off the UI thread: unzipping a workbook, decoding and splitting a large CSV would freeze
// the grid. The page terminates this worker on Cancel or when the time limit passes (reader-protocol.ts says
// what goes in and comes out); its progress is posted as it reads, for the page's "Reading row …" line.
import { readRequest, type ReaderAnswer, type ReaderRequest } from './reader-protocol';

const post = (answer: ReaderAnswer) => (self as unknown as Worker).postMessage(answer);

self.onmessage = (event: MessageEvent<ReaderRequest>) => {
  for (const answer of readRequest(event.data, post)) post(answer);
};
