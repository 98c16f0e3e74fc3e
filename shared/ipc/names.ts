// The names of the bridge, without their schemas: the preload bundle needs only these (it must stay small and
// must not carry the validation code, which runs in the main process).

/** Every method the renderer may call, `<area>.<verb>`. Nothing else crosses the bridge. */
export const IPC_METHOD_NAMES = [
  'app.info',
  'profiles.list',
  'profiles.create',
  'profiles.update',
  'profiles.delete',
  'profiles.setSecret',
  'profiles.clearSecret',
  'profiles.testConnection',
  'profiles.switch',
  'profiles.resetSandbox',
  'operations.call',
  'jobs.start',
  'jobs.cancel',
  'jobs.retryFailed',
  'jobs.abandon',
  'jobs.stopWaiting',
  'jobs.list',
  'jobs.get',
  'jobs.requests',
  'jobs.export',
  'ledger.lookup',
  'journal.unfinished',
  'journal.reconcile',
  'journal.resume',
  'status.throttle',
  'status.token',
  'drafts.save',
  'drafts.load',
  'drafts.list',
  'drafts.delete',
  'drafts.setAside',
  'profiles.getTeam',
  'profiles.setTeam',
  'team.test',
  'status.team',
  'sandbox.faults',
  'sandbox.setFaults',
  'sandbox.samples',
  'sandbox.writes',
  'sandbox.demo',
  'sandbox.setDemoSize',
  'app.about',
  'app.diagnostics',
  'app.updates',
  'app.setUpdates',
  'app.installUpdate',
  'schedules.list',
  'schedules.save',
  'schedules.remove',
  'schedules.runNow',
  'schedules.setPaused',
  'schedules.dryRun',
] as const;
export type IpcMethodName = (typeof IPC_METHOD_NAMES)[number];

/** Every event the main process pushes to the renderer. */
export const IPC_EVENT_NAMES = ['job.progress', 'job.finished', 'throttle.changed', 'token.changed', 'profile.changed', 'team.changed', 'ledger.changed', 'schedule.runEnded'] as const;
export type IpcEventName = (typeof IPC_EVENT_NAMES)[number];

/** Electron channel of a method: one `ipcMain.handle` per method, never a generic channel. */
export const methodChannel = (name: IpcMethodName): string => `opsdesk:call:${name}`;
/** Electron channel of an event. */
export const eventChannel = (name: IpcEventName): string => `opsdesk:event:${name}`;

export function isIpcMethodName(value: unknown): value is IpcMethodName {
  return typeof value === 'string' && (IPC_METHOD_NAMES as readonly string[]).includes(value);
}
