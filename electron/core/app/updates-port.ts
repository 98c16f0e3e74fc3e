import type { UpdateState } from '../../../shared/ipc';

/** What the host's updater offers the app service (electron/hosts/electron/updater.ts). */
export interface UpdatesPort {
  state(): UpdateState;
  /** Checks on or off; the port decides when to check. */
  setEnabled(on: boolean): void;
  /** Restarts into the downloaded update, unless a job runs (then the state says it waits). */
  install(): UpdateState;
}

