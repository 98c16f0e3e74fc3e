import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BodyTooLargeError, readBody, type BodySource } from '../../../electron/node-shared/read-body';

/** A request body of `chunks` chunks of `size` bytes, counting how many the reader has pulled. */
function body(chunks: number, size: number, headers: Record<string, string> = {}) {
  let pulled = 0;
  const stream = new Readable({
    highWaterMark: size,
    read() {
      if (pulled === chunks) {
        this.push(null);
        return;
      }
      pulled++;
      this.push(Buffer.alloc(size, 0x61));
    },
  });
  return { req: Object.assign(stream, { headers }) as BodySource, pulled: () => pulled };
}

/** Lets the stream run as far as it will on its own: turns of the event loop, not time. */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 50; turn++) await new Promise((resolve) => setImmediate(resolve));
}

describe('readBody', () => {
  it('gives the whole body when it is within the limit', async () => {
    const { req } = body(4, 100);
    expect((await readBody(req, 400)).length).toBe(400);
  });

  it('refuses a declared Content-Length over the limit without reading a byte', async () => {
    const { req, pulled } = body(10, 100, { 'content-length': '1000' });
    await expect(readBody(req, 999)).rejects.toBeInstanceOf(BodyTooLargeError);
    await settle();
    expect(pulled()).toBe(0);
  });

  it('refuses an undeclared body at the chunk that crosses the limit and reads no further', async () => {
    const { req, pulled } = body(1000, 100);
    await expect(readBody(req, 250)).rejects.toBeInstanceOf(BodyTooLargeError);
    await settle();
    // The crossing chunk, and at most the one the stream had already buffered behind it.
    expect(pulled()).toBeLessThanOrEqual(5);
    expect(req.isPaused()).toBe(true);
  });

  it('refuses a body that lies about its length once the bytes pass the limit', async () => {
    const { req, pulled } = body(1000, 100, { 'content-length': '10' });
    await expect(readBody(req, 250)).rejects.toBeInstanceOf(BodyTooLargeError);
    await settle();
    expect(pulled()).toBeLessThanOrEqual(5);
  });
});
