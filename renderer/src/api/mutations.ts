// Mutations over the bridge. Which caches go stale follows from the contract (invalidation.ts), never from a
// list at the call site.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IpcMethodName, MethodInput, MethodOutput } from '../../../shared/ipc';
import type { BridgeError } from '../bridge/client';
import { useBridge } from '../bridge/context';
import { invalidateAfter } from './invalidation';

export function useIpcMutation<M extends IpcMethodName>(method: M) {
  const bridge = useBridge();
  const qc = useQueryClient();
  return useMutation<MethodOutput<M>, BridgeError | Error, MethodInput<M>>({
    mutationFn: (input) => bridge.call(method, input),
    onSettled: () => invalidateAfter(qc, method),
  });
}
