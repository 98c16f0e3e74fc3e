// The main process's pushed events, written straight into the cache so screens update without polling.
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { JobSummary, MethodOutput, TokenStatus } from '../../../shared/ipc';
import type { BridgeClient } from '../bridge/client';
import { eventKey, ipcKey } from './keys';
import { invalidateAll, isVendorQuery } from './invalidation';
import { recordThrottleSample } from './throttle-history';
import { newerTokenStatus } from './token-status';

const jobsKey = ipcKey('jobs.list', {});

function mergeJob(qc: QueryClient, jobId: string, patch: Partial<JobSummary>): void {
  qc.setQueryData<MethodOutput<'jobs.list'>>(jobsKey, (old) => (old ? { jobs: old.jobs.map((j) => (j.jobId === jobId ? { ...j, ...patch } : j)) } : old));
}

/** Subscribes once to every pushed event and writes it into the cache. */
export function useBridgeEvents(bridge: BridgeClient, qc: QueryClient): void {
  useEffect(() => {
    const offs = [
      bridge.on('token.changed', (status) => qc.setQueryData(ipcKey('status.token', {}), (held: TokenStatus | undefined) => newerTokenStatus(held, status))),
      bridge.on('throttle.changed', (figures) => {
        qc.setQueryData(ipcKey('status.throttle', {}), figures);
        recordThrottleSample(qc, figures.figures);
      }),
      bridge.on('job.progress', (p) => {
        const known = qc.getQueryData<MethodOutput<'jobs.list'>>(jobsKey)?.jobs.some((j) => j.jobId === p.jobId);
        if (!known) void qc.invalidateQueries({ queryKey: jobsKey, exact: true });
        const { jobId, ratePerSecond: _rate, etaSeconds: _eta, done: _done, ...counts } = p;
        mergeJob(qc, jobId, counts);
        qc.setQueryData(eventKey.jobProgress(jobId), p);
      }),
      bridge.on('job.finished', (summary) => {
        mergeJob(qc, summary.jobId, summary);
        // A list fetched while the job ran may answer after this event and put "running" back: fetch it anew
        // (invalidating cancels a fetch in flight).
        void qc.invalidateQueries({ queryKey: jobsKey, exact: true });
        void qc.invalidateQueries({ queryKey: ['jobs.get'] });
        void qc.invalidateQueries({ queryKey: ['journal.unfinished'] });
        // A write reached the vendor: its reads (details, listings) may show other figures now.
        void qc.invalidateQueries({ predicate: isVendorQuery });
      }),
      bridge.on('team.changed', (status) => {
        // A status.team read sent before this change (after saving the team server, every read is sent again)
        // may answer after it and put the old mode back: it is cancelled, the event is the news.
        void qc.cancelQueries({ queryKey: ipcKey('status.team', {}), exact: true }).then(() => qc.setQueryData(ipcKey('status.team', {}), status));
      }),
      bridge.on('profile.changed', () => void invalidateAll(qc)),
      // A scheduled run ended: the rules' list (its last run, counts, next run) is read anew at once.
      bridge.on('schedule.runEnded', () => void qc.invalidateQueries({ queryKey: ipcKey('schedules.list', {}), exact: true })),
    ];
    return () => offs.forEach((off) => off());
  }, [bridge, qc]);
}
