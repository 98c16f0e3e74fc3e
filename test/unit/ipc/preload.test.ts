// The preload exposes exactly the contract: one function per method and per event, no generic channel.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC_EVENT_NAMES, IPC_METHOD_NAMES, eventChannel, methodChannel } from '../../../shared/ipc';

const exposed = new Map<string, unknown>();
const invoke = vi.fn(async (channel: string, input: unknown) => ({ ok: true, result: { channel, input } }));
const listeners = new Map<string, Set<(event: unknown, payload: unknown) => void>>();

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
  ipcRenderer: {
    invoke,
    on: (channel: string, l: (event: unknown, payload: unknown) => void) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)?.add(l);
    },
    removeListener: (channel: string, l: (event: unknown, payload: unknown) => void) => listeners.get(channel)?.delete(l),
  },
}));

interface Exposed {
  host: string;
  methods: Record<string, (input: unknown) => Promise<unknown>>;
  events: Record<string, (listener: (payload: unknown) => void) => () => void>;
}

describe('the preload bridge', () => {
  beforeEach(async () => {
    exposed.clear();
    vi.resetModules();
    await import('../../../electron/preload');
  });

  it('exposes one object, window.opsdesk, with exactly the contract\'s methods and events', () => {
    expect([...exposed.keys()]).toEqual(['opsdesk']);
    const api = exposed.get('opsdesk') as Exposed;
    expect(Object.keys(api).sort()).toEqual(['events', 'host', 'methods']);
    expect(Object.keys(api.methods).sort()).toEqual([...IPC_METHOD_NAMES].sort());
    expect(Object.keys(api.events).sort()).toEqual([...IPC_EVENT_NAMES].sort());
    expect(Object.isFrozen(api) && Object.isFrozen(api.methods) && Object.isFrozen(api.events)).toBe(true);
  });

  it('sends each method on its own channel with the input as the only argument', async () => {
    const api = exposed.get('opsdesk') as Exposed;
    await api.methods['profiles.switch']?.({ id: 'p1' });
    expect(invoke).toHaveBeenLastCalledWith(methodChannel('profiles.switch'), { id: 'p1' });
  });

  it('delivers event payloads without the IpcRendererEvent, and unsubscribes', () => {
    const api = exposed.get('opsdesk') as Exposed;
    const seen: unknown[] = [];
    const off = api.events['job.progress']?.((p) => seen.push(p));
    const channel = eventChannel('job.progress');
    for (const l of listeners.get(channel) ?? []) l({ sender: 'secret-ipc-object' }, { jobId: 'j1' });
    off?.();
    for (const l of listeners.get(channel) ?? []) l({ sender: 'x' }, { jobId: 'j2' });
    expect(seen).toEqual([{ jobId: 'j1' }]);
  });
});
