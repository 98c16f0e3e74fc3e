// The fan-out of pushed events to whichever host is listening. Every event passes its contract schema (extra
// fields stripped) and the secret scrub before any host sees it.
import { IPC_EVENTS, type IpcEventName, type IpcEventSink } from '../../../shared/ipc';
import { scrubSecrets } from '../ipc/scrub';
import type { Logger } from '../logger';

export type AppEventListener = (event: IpcEventName, payload: unknown) => void;

export class AppEvents {
  private readonly listeners = new Set<AppEventListener>();

  constructor(private readonly log: Logger) {}

  onEvent(listener: AppEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  readonly emit: IpcEventSink = (event, payload) => {
    const parsed = IPC_EVENTS[event].safeParse(payload);
    if (!parsed.success) {
      this.log.error({ event, issues: parsed.error.issues.slice(0, 5) }, 'event outside the contract dropped');
      return;
    }
    const data = scrubSecrets(parsed.data);
    for (const l of this.listeners) l(event, data);
  };
}
