// The one rule for "is this job live": it is running or winding down after a cancel. Every screen, the status
// bar and the pollers ask here, so a new state (or a renamed one) changes one line.
import type { JobSummary } from '../../../shared/ipc';
import { isLiveJobState } from '../../../shared/ipc/operations';

export function isJobLive(job: Pick<JobSummary, 'state'> | null | undefined): boolean {
  return job !== null && job !== undefined && isLiveJobState(job.state);
}
