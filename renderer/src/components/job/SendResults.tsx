// The results of a screen's last send, job by job, as the journal holds them: each job's rows a page at a time
// (only the pages in view; read again while the job runs), its own "retry the failures" in its own store and
// list. Never rows of an earlier send, never the whole job at once.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { JobRow, JobSummary } from '../../../../shared/ipc';
import { isJobLive } from '../../api/job-live';
import { useBridge } from '../../bridge/context';
import { jobName } from '../../jobs/job-label';
import { useJobRows } from '../../jobs/job-rows';
import { Button } from '../Button';
import type { BulkJob } from './bulk-job';
import { JobResults } from './JobResults';

export interface SendResultsProps {
  bulk: BulkJob;
  label: string;
  nameOf?(row: JobRow): string | null;
  note?(row: JobRow): ReactNode;
}

export function SendResults({ bulk, label, nameOf, note }: SendResultsProps) {
  return (
    <div className="stack send-results" data-testid="send-results">
      {bulk.jobs.map((job) => (
        <OneJob key={job.jobId} job={job} bulk={bulk} label={label} nameOf={nameOf} note={note} several={bulk.jobs.length > 1} />
      ))}
    </div>
  );
}

function OneJob({ job, bulk, label, nameOf, note, several }: { job: JobSummary; bulk: BulkJob; label: string; nameOf: SendResultsProps['nameOf']; note: SendResultsProps['note']; several: boolean }) {
  const intl = useIntl();
  const bridge = useBridge();
  const live = isJobLive(job);
  const rows = useJobRows(bridge, job.jobId, 'all', live);
  // Only refusals that may succeed another time are offered; the others say on their row what to change.
  const failed = live ? 0 : (bulk.plan.retry.find((r) => r.jobId === job.jobId)?.keys.length ?? 0);
  return (
    <div className="stack" data-job={job.jobId}>
      {several || failed > 0 ? (
        <div className="row">
          {several ? (
            <span className="small" translate="no">
              {jobName(job, intl)}
            </span>
          ) : null}
          <span className="spacer" />
          {failed > 0 ? (
            <Button isDisabled={bulk.live} onPress={() => void bulk.retryJob(job.jobId)}>
              <FormattedMessage id="grid.action.retryFailed" values={{ count: failed }} />
            </Button>
          ) : null}
        </div>
      ) : null}
      <JobResults journal={rows} label={label} nameOf={nameOf} note={note} empty={<FormattedMessage id="bulk.results.empty" />} />
    </div>
  );
}
