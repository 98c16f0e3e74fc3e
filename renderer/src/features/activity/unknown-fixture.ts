// Test and bench data: a videox job whose answers were lost, its unknown rows in requests of 200, served the
// way the main process pages them (`jobs.requests`). Used by the decide dialog's test and its bench figure.
import type { JobRequest, JobSummary, MethodInput, MethodOutput } from '../../../../shared/ipc';

export function unknownJob(rows: number, over: Partial<JobSummary> = {}): JobSummary {
  return {
    jobId: 'job-20260101T000000-0000abcd', operation: 'videoxStock', label: null, labelMessage: null, state: 'finished',
    createdAt: '2026-01-01T08:00:00Z', finishedAt: '2026-01-01T08:05:00Z', error: null, reconcilable: false, damage: null,
    total: rows, pending: 0, succeeded: 0, failed: 0, unknown: rows, invalid: 0, missing: 0, ...over,
  };
}

/** Requests of 200 rows each; row i names MSKU `M<i>` in warehouse W1 with quantity i. */
export function unknownRequests(rows: number): JobRequest[] {
  const out: JobRequest[] = [];
  for (let from = 0, n = 1; from < rows; from += 200, n++) {
    const count = Math.min(200, rows - from);
    out.push({
      request: `1.${n}`,
      sentAt: new Date(Date.UTC(2026, 0, 1, 8, 0, n)).toISOString(),
      requestId: null,
      rows: count,
      items: Array.from({ length: Math.min(5, count) }, (_, i) => ({ key: `k${from + i}`, item: `M${from + i} · W1`, sent: { quantity: String(from + i) } })),
    });
  }
  return out;
}

/** A `jobs.requests` handler over those requests. */
export function requestsHandler(job: JobSummary, all: JobRequest[]) {
  return (input: MethodInput<'jobs.requests'>): MethodOutput<'jobs.requests'> => {
    const offset = input.offset ?? 0;
    const limit = input.limit ?? 100;
    return { job, requests: all.slice(offset, offset + limit), matching: all.length, offset, rows: all.reduce((n, r) => n + r.rows, 0) };
  };
}
