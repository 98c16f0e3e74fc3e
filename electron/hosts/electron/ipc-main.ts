// One ipcMain.handle per contract method (no generic channel), each checking that the call comes from the
// app's own top-level page before it reaches the dispatcher.
import { IPC_METHOD_NAMES, methodChannel, type IpcResponse } from '../../../shared/ipc';
import type { Dispatcher } from '../../core/ipc';

/** What a handler sees of the calling frame (Electron's WebFrameMain). */
export interface SenderFrameLike {
  readonly url: string;
  readonly parent: unknown;
}

export interface InvokeEventLike {
  readonly senderFrame: SenderFrameLike | null;
}

/** The part of Electron's ipcMain this module uses. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => unknown): void;
  removeHandler(channel: string): void;
}

const FORBIDDEN: IpcResponse = {
  ok: false,
  error: { code: 'FORBIDDEN', message: 'Calls are accepted only from the Opsdesk window.', details: {} },
};

/**
 * The app's page: a top-level frame whose origin is one of `origins` (app://opsdesk in production, the Vite
 * dev server in development). A frame inside the page, a navigated-away page or a destroyed frame is refused.
 */
export function isTrustedFrame(frame: SenderFrameLike | null, origins: ReadonlySet<string>): boolean {
  if (!frame || frame.parent !== null) return false;
  let origin: string;
  try {
    const url = new URL(frame.url);
    // Custom standard schemes report origin "null" in WHATWG URL; compare scheme + host instead.
    origin = url.origin !== 'null' ? url.origin : `${url.protocol}//${url.host}`;
  } catch {
    return false;
  }
  return origins.has(origin);
}

export function registerIpcHandlers(ipcMain: IpcMainLike, dispatcher: Dispatcher, trustedOrigins: ReadonlySet<string>): () => void {
  for (const name of IPC_METHOD_NAMES) {
    ipcMain.handle(methodChannel(name), async (event: InvokeEventLike, ...args: unknown[]) => {
      if (!isTrustedFrame(event.senderFrame, trustedOrigins)) return FORBIDDEN;
      // Exactly one argument: the input. Anything more is a caller that is not our preload.
      if (args.length !== 1) {
        return { ok: false, error: { code: 'INVALID_INPUT', message: 'A call takes exactly one input object.', details: {} } } satisfies IpcResponse;
      }
      return dispatcher.dispatch(name, args[0]);
    });
  }
  return () => {
    for (const name of IPC_METHOD_NAMES) ipcMain.removeHandler(methodChannel(name));
  };
}
