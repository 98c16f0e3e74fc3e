// The preload: exposes exactly the contract's methods and event subscriptions as `window.opsdesk`, one
// function per name. No raw ipcRenderer, no generic invoke(channel): a compromised page can call nothing else.
// Bundled alone to dist-electron/preload.cjs (a sandboxed preload must be one CommonJS file).
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { eventChannel, IPC_EVENT_NAMES, IPC_METHOD_NAMES, methodChannel } from '../shared/ipc/names';

const methods = Object.fromEntries(
  IPC_METHOD_NAMES.map((name) => {
    const channel = methodChannel(name);
    return [name, (input: unknown) => ipcRenderer.invoke(channel, input)];
  }),
);

const events = Object.fromEntries(
  IPC_EVENT_NAMES.map((name) => {
    const channel = eventChannel(name);
    return [
      name,
      (listener: (payload: unknown) => void) => {
        if (typeof listener !== 'function') throw new TypeError('listener must be a function');
        // The page never sees the IpcRendererEvent (it would expose `sender`).
        const wrapped = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
        ipcRenderer.on(channel, wrapped);
        return () => {
          ipcRenderer.removeListener(channel, wrapped);
        };
      },
    ];
  }),
);

contextBridge.exposeInMainWorld('opsdesk', Object.freeze({ host: 'electron', methods: Object.freeze(methods), events: Object.freeze(events) }));
