// How a stopped job ended, told as it is: why (the stop's code worded in the reader's language, never the
// main side's English), and with numbers what was applied, what is unknown and what was not sent. A job the
// vendor stopped waits for it and resumes by itself; the user can say "stop waiting".
import { FormattedMessage } from 'react-intl';
import type { JobCounts, JobSummary } from '../../../shared/ipc';
import { useIpcMutation } from '../api/mutations';
import { useThrottle } from '../api/queries';
import { messageIdForCode } from '../i18n/describe-error';
import { useFormat } from '../i18n/format';
import { Button } from './Button';

export type StoppedJob = Pick<JobSummary, 'jobId' | 'error'> & Pick<JobCounts, 'succeeded' | 'unknown' | 'pending' | 'failed' | 'invalid'>;

/** "Stopped: the service could not be reached. 2,000 applied, 40 unknown, 2,960 not sent." */
export function JobStopText({ job }: { job: StoppedJob }) {
  if (!job.error) return null;
  // The vendor unreachable is said as the job's reason; any other stop by its code's own text.
  const reason = job.error.code === 'CONNECTION_REFUSED' ? { messageId: 'shell.jobStop.reason.CONNECTION_REFUSED' as const, values: {} } : messageIdForCode(job.error.code);
  return (
    <span data-testid="job-stop" data-code={job.error.code}>
      <FormattedMessage
        id="shell.jobStop.text"
        values={{
          reason: <FormattedMessage id={reason.messageId} values={reason.values} />,
          applied: job.succeeded,
          unknown: job.unknown,
          notSent: job.pending,
          refused: job.failed + job.invalid,
        }}
      />
    </span>
  );
}

/** While the job waits for the vendor: when it is asked next, and the user's way out. */
export function VendorWaitNotice({ jobId }: { jobId: string }) {
  const vendor = useThrottle().data?.vendor;
  const stop = useIpcMutation('jobs.stopWaiting');
  const f = useFormat();
  const waiting = vendor?.waiting.find((w) => w.jobId === jobId);
  if (!waiting) return null;
  return (
    <span className="vendor-wait row" data-testid="vendor-wait">
      <span>
        <FormattedMessage id="shell.vendor.waiting" values={{ time: f.time(waiting.nextProbeAt) }} />
      </span>
      <Button variant="quiet" isDisabled={stop.isPending} onPress={() => stop.mutate({ jobId })}>
        <FormattedMessage id="shell.vendor.stopWaiting" />
      </Button>
    </span>
  );
}
