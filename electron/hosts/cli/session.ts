// Where `opsdesk run` sends its calls. One host per data folder: if none holds it, the run takes the folder's
// lock and composes the core itself (as the browser host does: profiles from the folder, secrets from the
// environment, `OPSDESK_APP_SECRET_<appId>` bound to `…_ORIGIN`); if a host holds it (the browser host or the
// desktop app), the run hands its calls to that host over the channel the host published (a loopback address
// and token in a file only the user can read); if another run holds it, the run is refused.
import type { IpcMethodName, MethodInput, MethodOutput } from '../../../shared/ipc';
import { acquireInstanceLock, InstanceLockedError, prepareDataDir, readHostChannel, type HostChannel } from '../../core/app';
import { answerOf } from '../../core/sync';
import { TOKEN_HEADER } from '../loopback/guard';
import { createWebApp } from '../web/web-app';

export type AnyCaller = <M extends IpcMethodName>(method: M, input: MethodInput<M>) => Promise<MethodOutput<M>>;

export interface RunSession {
  readonly call: AnyCaller;
  /** Set when the calls go to a running host. */
  readonly handedTo: { readonly pid: number } | null;
  close(): Promise<void>;
}

/** The data folder is held by a host that cannot take the run (no channel, or not answering). */
export class FolderHeldError extends Error {
  constructor(
    readonly pid: number,
    readonly reason: string,
  ) {
    super(reason);
  }
}

function remoteCaller(channel: HostChannel): AnyCaller {
  const base = channel.url.replace(/\/$/, '');
  return async (method, input) => {
    const res = await fetch(`${base}/ipc/${method}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: channel.token },
      body: JSON.stringify(input),
    });
    return answerOf(method, (await res.json()) as Parameters<typeof answerOf>[1]);
  };
}

export async function openRunSession(dataDir: string, env: Readonly<Record<string, string | undefined>>, version: string): Promise<RunSession> {
  prepareDataDir(dataDir);
  let lock;
  try {
    lock = acquireInstanceLock(dataDir, 'cli');
  } catch (err) {
    if (!(err instanceof InstanceLockedError)) throw err;
    const pid = err.holder.pid;
    // Another run: it holds the folder only while it sends, and takes no calls.
    if (err.holder.host === 'cli') throw new FolderHeldError(pid, err.message);
    const read = readHostChannel(dataDir);
    if (!read.ok) throw new FolderHeldError(pid, `its channel file is ${read.why}`);
    const call = remoteCaller(read.channel);
    // It answers (and the token is its own) before anything is asked of it.
    try {
      await call('profiles.list', {});
    } catch (e) {
      throw new FolderHeldError(pid, e instanceof Error ? e.message : String(e));
    }
    return { call, handedTo: { pid }, close: async () => undefined };
  }
  try {
    const app = await createWebApp({ dataDir, version, env: { ...env } });
    const call: AnyCaller = async (method, input) => answerOf(method, await app.dispatcher.dispatch(method, input));
    return {
      call,
      handedTo: null,
      close: async () => {
        await app.close();
        lock.release();
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}
