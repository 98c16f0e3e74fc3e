import { describe, expect, it } from 'vitest';
import type { JobSummary } from '../../../shared/ipc';
import { aggregateJobs } from './send-progress';

const job = (jobId: string, over: Partial<JobSummary>): JobSummary => ({
  jobId, operation: 'cancelPairing', label: null, state: 'finished', createdAt: '2026-01-01T00:00:00.000Z', finishedAt: '2026-01-01T00:00:01.000Z', error: null,
  reconcilable: true, damage: null, total: 0, pending: 0, succeeded: 0, failed: 0, unknown: 0, invalid: 0, missing: 0, ...over,
});

describe('the progress of a send of several jobs', () => {
  it('sums the counts, is live while any job is, and names the last job', () => {
    const a = job('a', { total: 3, succeeded: 3 });
    const b = job('b', { total: 5, succeeded: 1, pending: 4, state: 'running', finishedAt: null });
    expect(aggregateJobs([a, b])).toMatchObject({ jobId: 'b', total: 8, succeeded: 4, pending: 4, state: 'running', finishedAt: null });
    // The first job still running, the last one done: still live.
    expect(aggregateJobs([b, a])).toMatchObject({ jobId: 'a', total: 8, state: 'running' });
    const halted = job('c', { total: 2, failed: 2, state: 'halted', error: { code: 'X', message: 'stopped' } as JobSummary['error'] });
    expect(aggregateJobs([halted, a])).toMatchObject({ state: 'halted', error: { code: 'X' }, total: 5 });
    expect(aggregateJobs([a])).toBe(a);
    expect(aggregateJobs([])).toBeNull();
  });
});
