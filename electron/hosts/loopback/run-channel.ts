// The channel a headless run (`opsdesk run`) reaches a host through when that host holds the data folder, so
// one host per folder holds whichever host it is. The desktop app serves no HTTP for its window (that talks
// over ipcMain), so it opens this: a loopback listener with its own per-launch token, published in the data
// folder's channel file (the user's alone, 0600: core/app/data-folder/host-channel.ts). It answers only the calls a handed
// run makes (HANDED_RUN_METHODS), and no browser: a page the user opens can reach 127.0.0.1 but always sends
// an Origin, and a run never does.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { HANDED_RUN_METHODS } from '../../core/sync';
import { publishHostChannel, withdrawHostChannel } from '../../core/app';
import type { Dispatcher } from '../../core/ipc';
import { knownSecrets } from '../../core/redaction';
import { hostAllowed, tokenValid } from './guard';
import { refuse } from './http-response';
import { handleIpcCall } from './ipc-route';

export interface RunChannelOptions {
  readonly dataDir: string;
  readonly dispatcher: Dispatcher;
  /** The process the channel file names (tests may publish for another). */
  readonly pid?: number;
}

export interface RunChannel {
  readonly url: string;
  readonly port: number;
  /** Withdraws the channel file, then stops listening (a call in flight is cut). */
  close(): Promise<void>;
}

const ANSWERED: ReadonlySet<string> = new Set(HANDED_RUN_METHODS);

export async function openRunChannel(opts: RunChannelOptions): Promise<RunChannel> {
  const token = randomBytes(32).toString('base64url');
  // It opens the calls of a run: a secret of the process, never quoted by a log line or diagnostics.
  knownSecrets.add(token);
  const pid = opts.pid ?? process.pid;
  let port = 0;
  const route = async (req: IncomingMessage, res: ServerResponse) => {
    if (!hostAllowed(req, port)) return refuse(res, 403, 'FORBIDDEN', 'Calls must name this host.');
    if (req.headers.origin !== undefined) return refuse(res, 403, 'FORBIDDEN', 'This channel takes headless runs only, not pages.');
    if (!tokenValid(req, token)) return refuse(res, 403, 'FORBIDDEN', 'A valid token is required: it is in the data folder\'s channel file.');
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const method = path.startsWith('/ipc/') ? path.slice('/ipc/'.length) : '';
    if (req.method !== 'POST' || !ANSWERED.has(method)) return refuse(res, 404, 'UNKNOWN_METHOD', `This channel answers POST /ipc/<method> for ${HANDED_RUN_METHODS.join(', ')}.`);
    await handleIpcCall(req, res, method, opts.dispatcher);
  };
  const server = createServer({ headersTimeout: 10_000, requestTimeout: 30_000 }, (req, res) => {
    route(req, res).catch(() => {
      if (!res.headersSent) refuse(res, 500, 'INTERNAL', 'internal error');
      else res.destroy();
    });
  });
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolveListen());
  });
  port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  try {
    await publishHostChannel(opts.dataDir, { url, token, pid });
  } catch (err) {
    server.close();
    throw err;
  }
  return {
    url,
    port,
    close: () =>
      new Promise<void>((done) => {
        withdrawHostChannel(opts.dataDir, pid);
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
