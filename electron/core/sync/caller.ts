// How a sync reaches a session: the IPC contract's own calls, answered by this process's dispatcher or by a
// running host's (a hand-off), so a sync's job is started, refused and recorded exactly as a screen's is.
import { IPC_METHODS, type IpcMethodName, type IpcResponse, type MethodInput, type MethodOutput } from '../../../shared/ipc';

/** The calls a sync makes: what it asks of the ledger, its one start, its job's state and results. */
export const SYNC_METHODS = ['ledger.lookup', 'jobs.start', 'jobs.get', 'jobs.export'] as const satisfies readonly IpcMethodName[];
/**
 * Besides those, a scheduled run's job interrupted by a crash is resumed in the host that runs the rule
 * (`journal.resume`); a headless run never resumes through another host, so its channel does not answer it.
 */
export type SyncMethod = (typeof SYNC_METHODS)[number] | 'journal.resume';

/**
 * What a headless run asks of a host it hands its job to: which profile is open, then the sync's own calls. A
 * host's run channel answers these and nothing else (it never switches the profile under the user's screen).
 */
export const HANDED_RUN_METHODS = ['profiles.list', ...SYNC_METHODS] as const satisfies readonly IpcMethodName[];

export type SyncCaller = <M extends SyncMethod>(method: M, input: MethodInput<M>) => Promise<MethodOutput<M>>;

/** A call the session refused: the contract's error code (ALREADY_SENT, INVALID_INPUT, NOT_FOUND…), its details. */
export class SyncCallError extends Error {
  constructor(
    readonly method: IpcMethodName,
    readonly code: string,
    message: string,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = 'SyncCallError';
  }
}

/** The answer of a call as the contract says it is (checked: it may come from another process). */
export function answerOf<M extends IpcMethodName>(method: M, response: IpcResponse): MethodOutput<M> {
  if (!response.ok) throw new SyncCallError(method, response.error.code, response.error.message, response.error.details);
  return IPC_METHODS[method].output.parse(response.result) as MethodOutput<M>;
}
