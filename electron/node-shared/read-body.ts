// Reading a request body with a size limit, for every server Opsdesk runs (the browser host, the sandbox).
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';

export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

/** The part of an `IncomingMessage` a body is read from. */
export type BodySource = Readable & { readonly headers: IncomingHttpHeaders };

/**
 * The body, refused with `BodyTooLargeError` as soon as it is known to exceed `limit` bytes: before any byte is
 * read when Content-Length says so, else at the chunk that crosses it. Past the limit nothing more is read or
 * buffered (the request is left paused): a client cannot make the server read an endless body. The caller
 * answers; Node's server discards what is left of the body only once that answer is written.
 */
export function readBody(req: BodySource, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      reject(new BodyTooLargeError(`body of ${declared} bytes exceeds ${limit}`));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.off('end', onEnd);
        req.pause();
        chunks.length = 0;
        reject(new BodyTooLargeError(`body exceeds ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', reject);
  });
}
