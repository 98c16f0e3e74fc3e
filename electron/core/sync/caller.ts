// How a sync reaches a session: the IPC contract's own calls, answered by this process's dispatcher or by a
// running host's (a hand-off), so a sync's job is started, refused and recorded exactly as a screen's is.
import { IPC_METHODS, type IpcMethodName, type IpcResponse, type MethodInput, type MethodOutput } from '../../../shared/ipc';

/** The calls a sync makes: what it asks of the ledger, its one start (resumed after a crash), its job's state and results. */
export type SyncMethod = 'ledger.lookup' | 'jobs.start' | 'journal.resume' | 'jobs.get' | 'jobs.export';

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
