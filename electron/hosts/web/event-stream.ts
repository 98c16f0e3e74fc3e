// Pushed events as Server-Sent Events on `GET /events`: one stream per open renderer, the same events the
// Electron host sends with webContents.send.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { IpcEventName } from '../../../shared/ipc';

/** Often enough that an open page notices within 5 s that its host went quiet (renderer/src/bridge/host-liveness.ts). */
export const HEARTBEAT_MS = 2_000;

export class EventStreams {
  private readonly clients = new Set<ServerResponse>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly maxBacklog: number;

  /** A client whose unsent backlog passes `maxBacklogBytes` (default 1 MiB) stopped reading: it is dropped. */
  constructor(opts: { maxBacklogBytes?: number } = {}) {
    this.maxBacklog = opts.maxBacklogBytes ?? 1024 * 1024;
    // A comment line keeps proxies and idle timers from closing a quiet stream, and tells the page its host lives.
    this.heartbeat = setInterval(() => this.writeAll(': keep-alive\n\n'), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  open(req: IncomingMessage, res: ServerResponse): void {
    res.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      'X-Content-Type-Options': 'nosniff',
    });
    res.write('retry: 2000\n\n');
    this.clients.add(res);
    const drop = () => this.clients.delete(res);
    req.on('close', drop);
    res.on('close', drop);
  }

  broadcast(event: IpcEventName, payload: unknown): void {
    this.writeAll(`event: ${event}\ndata: ${JSON.stringify(payload)}\n\n`);
  }

  get size(): number {
    return this.clients.size;
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const res of this.clients) res.end();
    this.clients.clear();
  }

  private writeAll(text: string): void {
    for (const res of this.clients) {
      res.write(text);
      // Its events would pile up here for ever; the page's event pump opens a new stream (and refetches).
      if (res.writableLength > this.maxBacklog) {
        this.clients.delete(res);
        res.destroy();
      }
    }
  }
}
