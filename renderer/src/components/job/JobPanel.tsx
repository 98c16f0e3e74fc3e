// The last send of a screen, followed on that screen: a bar with its counts, rate and time left while it runs,
// cancel, how it ended, and the actions on its outcome (retry the failures, export them). The counts come from
// the job list the events keep current: following a job never re-reads it. Activity holds the full record.
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormat } from '../../i18n/format';
import { Button } from '../Button';
import { JobProgressBar } from '../ProgressBar';
import { NoWordSince, useNoWordSince } from '../NoWordSince';
import { JobStopText, VendorWaitNotice } from '../JobStop';
import type { BulkJob } from './useBulkJob';

export interface JobPanelProps {
  bulk: BulkJob;
  /** Show retry/export buttons here (screens whose grid toolbar has them leave this off). */
  failureActions?: boolean;
  /**
   * Raised (a new number) when the user started a send here: the job's bar takes the focus and comes into view
   * once it shows, so the result is where the eye and the keyboard are (the Send button the focus was on is
   * disabled by then). A job found on opening the screen takes nothing.
   */
  focusRequest?: number;
}

/** Focuses `box` (and brings it into view) the first time it shows after each new request. */
function useFocusWhenShown(request: number, shown: boolean) {
  const box = useRef<HTMLDivElement>(null);
  const served = useRef(request);
  useEffect(() => {
    if (request === served.current || !shown || !box.current) return;
    served.current = request;
    box.current.focus({ preventScroll: true });
    box.current.scrollIntoView({ block: 'nearest' });
  }, [request, shown]);
  return box;
}

export function JobPanel({ bulk, failureActions = true, focusRequest = 0 }: JobPanelProps) {
  const intl = useIntl();
  const f = useFormat();
  const { plan } = bulk;
  const job = bulk.job;
  const bar = useFocusWhenShown(focusRequest, job !== null && job !== undefined);
  // The host is away: no rate, no time left, no "Sending…": only when it was last heard from.
  const noWordSince = useNoWordSince();
  return (
    <div className="stack job-panel">
      {plan.loading && (
        <p className="small muted" role="status">
          <FormattedMessage id="bulk.loading" />
        </p>
      )}
      {job && (
        <div className="bulk-progress row" data-testid="send-progress" data-state={job.state} ref={bar} tabIndex={-1} aria-label={intl.formatMessage({ id: 'bulk.send.progress' })}>
          <JobProgressBar counts={job} label={intl.formatMessage({ id: 'bulk.send.progress' })} />
          <span className="small">
            <FormattedMessage id="bulk.send.counts" values={{ succeeded: job.succeeded, failed: job.failed + job.invalid, unknown: job.unknown, pending: job.pending }} />
          </span>
          {bulk.live && bulk.progress && noWordSince === null && (
            <span className="small muted" data-testid="send-rate">
              <FormattedMessage id="bulk.rate" values={{ rate: bulk.progress.ratePerSecond }} />
              {bulk.progress.etaSeconds !== null && <> · <FormattedMessage id="bulk.eta" values={{ time: f.duration(bulk.progress.etaSeconds) }} /></>}
            </span>
          )}
          <span className="small muted" role="status">
            {noWordSince !== null ? (
              <NoWordSince time={noWordSince} />
            ) : bulk.live ? (
              <FormattedMessage id="bulk.send.running" />
            ) : job.state === 'cancelled' ? (
              <FormattedMessage id="bulk.send.cancelled" />
            ) : job.error ? (
              <>
                <JobStopText job={job} /> <VendorWaitNotice jobId={job.jobId} />
              </>
            ) : (
              <FormattedMessage id="bulk.send.done" />
            )}
          </span>
          {bulk.live && (
            <Button variant="danger" isDisabled={job.state === 'cancelling'} onPress={() => void bulk.cancel()}>
              <FormattedMessage id="bulk.send.cancel" />
            </Button>
          )}
          <Link to="/activity" search={{ job: job.jobId }} className="btn link">
            <FormattedMessage id="bulk.send.activity" />
          </Link>
        </div>
      )}
      {!bulk.live && failureActions && plan.failed.length > 0 && (
        <div className="row bulk-followups">
          {bulk.retryCount > 0 ? (
            <Button onPress={() => void bulk.retryFailed()}>
              <FormattedMessage id="grid.action.retryFailed" values={{ count: bulk.retryCount }} />
            </Button>
          ) : null}
          <Button variant="quiet" onPress={bulk.exportFailed}>
            <FormattedMessage id="grid.action.exportFailed" />
          </Button>
        </div>
      )}
    </div>
  );
}
