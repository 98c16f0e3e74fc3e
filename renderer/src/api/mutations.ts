// Mutations over the bridge. Which caches go stale follows from the contract (invalidation.ts), never from a
// list at the call site.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IpcMethodName, MethodInput, MethodOutput } from '../../../shared/ipc';
import type { BridgeError } from '../bridge/client';
import { useBridge } from '../bridge/context';
import { startJob, type JobRowSpec, type StartJobOptions, type WriteOperationId } from '../bridge/operations';
import { invalidateAfter } from './invalidation';

export function useIpcMutation<M extends IpcMethodName>(method: M) {
  const bridge = useBridge();
  const qc = useQueryClient();
  return useMutation<MethodOutput<M>, BridgeError | Error, MethodInput<M>>({
    mutationFn: (input) => bridge.call(method, input),
    onSettled: () => invalidateAfter(qc, method),
  });
}

export interface StartJobVariables<K extends WriteOperationId> extends StartJobOptions<K> {
  rows: ReadonlyArray<JobRowSpec<K>>;
}

/** Starts a batch job of one write operation; its progress then arrives by events (see Activity). */
export function useStartJob<K extends WriteOperationId>(operation: K) {
  const bridge = useBridge();
  const qc = useQueryClient();
  return useMutation<MethodOutput<'jobs.start'>, BridgeError | Error, StartJobVariables<K>>({
    mutationFn: ({ rows, ...options }) => startJob(bridge, operation, rows, options),
    onSettled: () => invalidateAfter(qc, 'jobs.start'),
  });
}
