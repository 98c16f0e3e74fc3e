// The Electron host's ipcMain wiring, with a fake ipcMain and fake sender frames (no Electron binary needed).
import { describe, expect, it } from 'vitest';
import { IPC_METHOD_NAMES, methodChannel, type IpcResponse } from '../../../shared/ipc';
import { registerIpcHandlers, type InvokeEventLike, type IpcMainLike } from '../../../electron/hosts/electron/ipc-main';
import type { Dispatcher } from '../../../electron/core/ipc';

class FakeIpcMain implements IpcMainLike {
  readonly handlers = new Map<string, (event: InvokeEventLike, ...args: unknown[]) => unknown>();
  handle(channel: string, listener: (event: InvokeEventLike, ...args: unknown[]) => unknown): void {
    if (this.handlers.has(channel)) throw new Error(`second handler for ${channel}`);
    this.handlers.set(channel, listener);
  }
  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }
  invoke(channel: string, event: InvokeEventLike, ...args: unknown[]): Promise<IpcResponse> {
    const h = this.handlers.get(channel);
    if (!h) throw new Error(`no handler for ${channel}`);
    return Promise.resolve(h(event, ...args) as IpcResponse);
  }
}

function recordingDispatcher() {
  const calls: Array<{ method: string; input: unknown }> = [];
  const dispatcher: Dispatcher = {
    dispatch: async (method, input) => {
      calls.push({ method, input });
      return { ok: true, result: { echoed: method } };
    },
  };
  return { dispatcher, calls };
}

const TRUSTED = new Set(['app://opsdesk']);
const appFrame = { url: 'app://opsdesk/index.html#/jobs', parent: null };

describe('ipcMain handlers of the Electron host', () => {
  it('registers one handler per contract method and nothing else', () => {
    const ipc = new FakeIpcMain();
    registerIpcHandlers(ipc, recordingDispatcher().dispatcher, TRUSTED);
    expect([...ipc.handlers.keys()].sort()).toEqual(IPC_METHOD_NAMES.map(methodChannel).sort());
  });

  it('passes a call from the app\'s own page to the dispatcher under the channel\'s method', async () => {
    const ipc = new FakeIpcMain();
    const { dispatcher, calls } = recordingDispatcher();
    registerIpcHandlers(ipc, dispatcher, TRUSTED);
    const res = await ipc.invoke(methodChannel('jobs.list'), { senderFrame: appFrame }, {});
    expect(res).toEqual({ ok: true, result: { echoed: 'jobs.list' } });
    expect(calls).toEqual([{ method: 'jobs.list', input: {} }]);
  });

  it.each([
    ['a page from another origin', { url: 'https://evil.example/index.html', parent: null }],
    ['a file:// page', { url: 'file:///tmp/index.html', parent: null }],
    ['a look-alike host', { url: 'app://opsdesk.evil/index.html', parent: null }],
    ['a frame inside the app page', { url: 'app://opsdesk/index.html', parent: { url: 'app://opsdesk/index.html' } }],
    ['a destroyed frame', null],
  ])('refuses a call from %s with FORBIDDEN and never dispatches it', async (_what, frame) => {
    const ipc = new FakeIpcMain();
    const { dispatcher, calls } = recordingDispatcher();
    registerIpcHandlers(ipc, dispatcher, TRUSTED);
    const res = await ipc.invoke(methodChannel('profiles.setSecret'), { senderFrame: frame }, { id: 'p', secret: 's' });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.error.code).toBe('FORBIDDEN');
    expect(calls).toEqual([]);
  });

  it('refuses calls with other than one argument', async () => {
    const ipc = new FakeIpcMain();
    const { dispatcher, calls } = recordingDispatcher();
    registerIpcHandlers(ipc, dispatcher, TRUSTED);
    const none = await ipc.invoke(methodChannel('app.info'), { senderFrame: appFrame });
    const two = await ipc.invoke(methodChannel('app.info'), { senderFrame: appFrame }, {}, { extra: true });
    expect([none.ok, two.ok]).toEqual([false, false]);
    expect(calls).toEqual([]);
  });

  it('accepts the dev server origin only when it is configured', async () => {
    const ipc = new FakeIpcMain();
    const { dispatcher, calls } = recordingDispatcher();
    registerIpcHandlers(ipc, dispatcher, new Set([...TRUSTED, 'http://127.0.0.1:5173']));
    const res = await ipc.invoke(methodChannel('app.info'), { senderFrame: { url: 'http://127.0.0.1:5173/', parent: null } }, {});
    expect(res.ok).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('removes every handler when unregistered', () => {
    const ipc = new FakeIpcMain();
    const unregister = registerIpcHandlers(ipc, recordingDispatcher().dispatcher, TRUSTED);
    unregister();
    expect(ipc.handlers.size).toBe(0);
  });
});
