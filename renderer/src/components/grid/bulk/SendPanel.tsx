// A job's progress under the grid: a bar with its counts, cancel while it runs, how it ended, a link to it in
// Activity (where unknown outcomes are reconciled).
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { JobSummary } from '../../../../../shared/ipc';
import { Button } from '../../Button';
import { JobProgressBar } from '../../ProgressBar';
import { isRunning } from './useJobRows';

export function SendPanel({ job, onCancel }: { job: JobSummary; onCancel(): void }) {
  const intl = useIntl();
  const running = isRunning(job);
  return (
    <div className="bulk-progress row" data-testid="send-progress" data-state={job.state}>
      <JobProgressBar counts={job} label={intl.formatMessage({ id: 'bulk.send.progress' })} />
      <span className="small">
        <FormattedMessage id="bulk.send.counts" values={{ succeeded: job.succeeded, failed: job.failed + job.invalid, unknown: job.unknown, pending: job.pending }} />
      </span>
      <span className="small muted" role="status">
        {running ? (
          <FormattedMessage id="bulk.send.running" />
        ) : job.state === 'cancelled' ? (
          <FormattedMessage id="bulk.send.cancelled" />
        ) : job.error ? (
          <FormattedMessage id="bulk.send.stopped" values={{ message: job.error.message }} />
        ) : (
          <FormattedMessage id="bulk.send.done" />
        )}
      </span>
      {running && (
        <Button variant="danger" isDisabled={job.state === 'cancelling'} onPress={onCancel}>
          <FormattedMessage id="bulk.send.cancel" />
        </Button>
      )}
      <Link to="/activity" search={{ job: job.jobId }} className="btn link">
        <FormattedMessage id="bulk.send.activity" />
      </Link>
    </div>
  );
}
