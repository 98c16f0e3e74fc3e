// Query options (key + fetcher together) for the main process's reads, and hooks for the common ones.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { IpcMethodName, JobProgress, MethodInput } from '../../../shared/ipc';
import type { OperationInput } from '../../../shared/catalogue';
import type { BridgeClient } from '../bridge/client';
import { useBridge } from '../bridge/context';
import { callOperation, type ReadOperationId } from '../bridge/operations';
import { eventKey, ipcKey, operationKey } from './keys';
import { isJobLive } from './job-live';
import { newerTokenStatus } from './token-status';

/** Query options of one IPC read. */
export function ipcQuery<M extends IpcMethodName>(bridge: BridgeClient, method: M, input: MethodInput<M>) {
  return queryOptions({ queryKey: ipcKey(method, input), queryFn: () => bridge.call(method, input) });
}

/** Query options of one vendor read through `operations.call`, typed from the catalogue. */
export function operationQuery<K extends ReadOperationId>(bridge: BridgeClient, operation: K, input: OperationInput<K>) {
  return queryOptions({ queryKey: operationKey(operation, input), queryFn: () => callOperation(bridge, operation, input) });
}

export const useAppInfo = () => useQuery(ipcQuery(useBridge(), 'app.info', {}));
export const useProfiles = () => useQuery(ipcQuery(useBridge(), 'profiles.list', {}));
export const useTokenStatus = () => {
  const bridge = useBridge();
  const qc = useQueryClient();
  const key = ipcKey('status.token', {});
  // A read that an event overtook must not undo it (token-status.ts).
  return useQuery({ queryKey: key, queryFn: async () => newerTokenStatus(qc.getQueryData(key), await bridge.call('status.token', {})) });
};
export const useThrottle = () => useQuery(ipcQuery(useBridge(), 'status.throttle', {}));
export const useTeamStatus = () => useQuery(ipcQuery(useBridge(), 'status.team', {}));
/** Events keep the list current; while a job runs it is also re-read every 5 s, in case events were missed (the browser host's event stream reconnects after a drop). */
export const useJobs = () =>
  useQuery({
    ...ipcQuery(useBridge(), 'jobs.list', {}),
    refetchInterval: (q) => (q.state.data?.jobs.some(isJobLive) ? 5_000 : false),
  });
export const useUnfinishedJobs = () => useQuery(ipcQuery(useBridge(), 'journal.unfinished', {}));

/** The active profile (null while none is open). */
export function useActiveProfile() {
  const profiles = useProfiles();
  return profiles.data?.profiles.find((p) => p.active) ?? null;
}

/** The latest progress event of a job (rate and time left live only there); filled by events.ts. */
export function useJobProgress(jobId: string) {
  return useQuery<JobProgress | null>({
    queryKey: eventKey.jobProgress(jobId),
    queryFn: () => null,
    staleTime: Infinity,
    meta: { fromEvents: true },
  });
}
