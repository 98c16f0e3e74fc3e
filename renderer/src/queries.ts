// TanStack Query over the bridge: one hook per read, one mutation per change, and the pushed events written
// straight into the cache so screens update without polling.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { IpcMethodName, JobProgress, JobSummary, MethodInput, MethodOutput } from '../../shared/ipc';
import type { BridgeClient } from './bridge/client';
import { useBridge } from './bridge/context';

export const keys = {
  appInfo: ['app.info'] as const,
  profiles: ['profiles'] as const,
  token: ['status.token'] as const,
  throttle: ['status.throttle'] as const,
  jobs: ['jobs'] as const,
  job: (jobId: string, filter: object) => ['jobs', jobId, filter] as const,
  unfinished: ['journal.unfinished'] as const,
};

function useCall<M extends IpcMethodName>(key: readonly unknown[], method: M, input: MethodInput<M>, enabled = true) {
  const bridge = useBridge();
  return useQuery({ queryKey: key, queryFn: () => bridge.call(method, input), enabled });
}

export const useAppInfo = () => useCall(keys.appInfo, 'app.info', {});
export const useProfiles = () => useCall(keys.profiles, 'profiles.list', {});
export const useTokenStatus = () => useCall(keys.token, 'status.token', {});
export const useThrottle = () => useCall(keys.throttle, 'status.throttle', {});
export const useJobs = () => useCall(keys.jobs, 'jobs.list', {});
export const useUnfinished = () => useCall(keys.unfinished, 'journal.unfinished', {});
export const useJob = (input: MethodInput<'jobs.get'> | null) =>
  useCall(keys.job(input?.jobId ?? '', input ?? {}), 'jobs.get', input ?? { jobId: 'none' }, input !== null);

/** A mutation of one method; `refresh` names the caches it makes stale. */
export function useBridgeMutation<M extends IpcMethodName>(method: M, refresh: ReadonlyArray<readonly unknown[]> = []) {
  const bridge = useBridge();
  const qc = useQueryClient();
  return useMutation<MethodOutput<M>, Error, MethodInput<M>>({
    mutationFn: (input) => bridge.call(method, input),
    onSuccess: async () => {
      await Promise.all(refresh.map((queryKey) => qc.invalidateQueries({ queryKey })));
    },
  });
}

function mergeJob(qc: QueryClient, jobId: string, patch: Partial<JobSummary>): void {
  qc.setQueryData<MethodOutput<'jobs.list'>>(keys.jobs, (old) =>
    old ? { jobs: old.jobs.map((j) => (j.jobId === jobId ? { ...j, ...patch } : j)) } : old,
  );
}

/** Subscribes once to every pushed event and writes it into the cache. */
export function useBridgeEvents(bridge: BridgeClient, qc: QueryClient): void {
  useEffect(() => {
    const offs = [
      bridge.on('token.changed', (status) => qc.setQueryData(keys.token, status)),
      bridge.on('throttle.changed', (figures) => qc.setQueryData(keys.throttle, figures)),
      bridge.on('job.progress', (p) => {
        const known = qc.getQueryData<MethodOutput<'jobs.list'>>(keys.jobs)?.jobs.some((j) => j.jobId === p.jobId);
        if (!known) void qc.invalidateQueries({ queryKey: keys.jobs, exact: true });
        const { jobId, ratePerSecond: _rate, etaSeconds: _eta, done: _done, ...counts } = p; // counts and state
        mergeJob(qc, jobId, counts);
        qc.setQueryData(['jobs.progress', jobId], p);
      }),
      bridge.on('job.finished', (summary) => {
        mergeJob(qc, summary.jobId, summary);
        void qc.invalidateQueries({ queryKey: ['jobs', summary.jobId] });
        void qc.invalidateQueries({ queryKey: keys.unfinished });
      }),
      bridge.on('profile.changed', () => {
        // A switch changes every figure on screen: tokens, throttle, jobs, drafts.
        void qc.invalidateQueries();
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [bridge, qc]);
}

/** The latest progress event of a job (rate and ETA live only there). */
export function useJobProgress(jobId: string) {
  return useQuery<JobProgress | null>({
    queryKey: ['jobs.progress', jobId],
    queryFn: () => null,
    staleTime: Infinity,
  });
}
