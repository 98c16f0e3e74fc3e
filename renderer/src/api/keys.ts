// Query keys: every cached read is keyed by the IPC method it calls, then its input. Invalidation works on
// these prefixes (see invalidation.ts), so a screen never lists keys of its own.
import type { IpcMethodName, MethodInput } from '../../../shared/ipc';
import type { ReadOperationId } from '../bridge/operations';
import type { OperationInput } from '../../../shared/catalogue';

export const ipcKey = <M extends IpcMethodName>(method: M, input: MethodInput<M>) => [method, input] as const;

/** Vendor reads: `['operations.call', operation, input]`. */
export const operationKey = <K extends ReadOperationId>(operation: K, input: OperationInput<K>) => ['operations.call', operation, input] as const;

/** Pseudo-queries the main process's events fill (never fetched, never invalidated). */
export const eventKey = {
  jobProgress: (jobId: string) => ['events', 'job.progress', jobId] as const,
  throttleHistory: ['events', 'throttle.history'] as const,
};
