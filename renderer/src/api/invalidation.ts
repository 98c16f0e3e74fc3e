// Cache invalidation derived from the contract: after a call whose `mutates` flag is set, every cached read
// of the main process's state is stale. Vendor data (operations.call) changes only when a write job finishes
// or the profile changes; events.ts handles those. Event-fed pseudo-queries are never refetched.
import type { Query, QueryClient } from '@tanstack/react-query';
import { IPC_METHODS, isIpcMethodName, type IpcMethodName } from '../../../shared/ipc';

const isEventFed = (q: Query) => q.meta?.fromEvents === true;

/** Reads of Opsdesk's own state: every IPC method that does not mutate, except the vendor reads. */
export function isLocalStateQuery(q: Query): boolean {
  const method = q.queryKey[0];
  return !isEventFed(q) && isIpcMethodName(method) && method !== 'operations.call' && !IPC_METHODS[method].mutates;
}

export function isVendorQuery(q: Query): boolean {
  return q.queryKey[0] === 'operations.call';
}

export function invalidateAfter(qc: QueryClient, method: IpcMethodName): Promise<void> {
  if (!IPC_METHODS[method].mutates) return Promise.resolve();
  return qc.invalidateQueries({ predicate: isLocalStateQuery });
}

/** Everything but the event-fed figures: after a profile switch, every figure on screen belongs to another account. */
export function invalidateAll(qc: QueryClient): Promise<void> {
  return qc.invalidateQueries({ predicate: (q) => !isEventFed(q) });
}
