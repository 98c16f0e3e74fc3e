// A picking job's outcome per list: picked, or refused with the vendor's reason as it came and Opsdesk's
// translation beside it. The rows come from the job (jobs.get), which a finished job refreshes by event.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { isJobLive } from '../../../api/job-live';
import { ipcQuery } from '../../../api/queries';
import { Badge } from '../../../components/Badge';
import { ErrorNotice, VendorReason } from '../../../components/ErrorNotice';
import { JobProgressBar } from '../../../components/ProgressBar';
import { useBridge } from '../../../bridge/context';
import type { MessageId } from '../../../i18n/catalogue';

/** Refusals the core recognised (vendor notes §6) by their code, and what they mean. */
const KNOWN_REASONS: Readonly<Partial<Record<string, MessageId>>> = { ITEM_NOT_PICKABLE: 'shippingLists.reason.notPickable' };

export function KnownReason({ code }: { code: string | null }) {
  const id = code ? KNOWN_REASONS[code] : undefined;
  if (!id) return null;
  return (
    <span className="small muted translation">
      (<FormattedMessage id={id} />)
    </span>
  );
}

export interface PickRun {
  jobId: string;
  /** The job's row key (the list id) → the list's code. */
  codeByKey: Record<string, string>;
}

const ROW_TONE = { succeeded: 'ok', failed: 'bad', unknown: 'warn', invalid: 'bad', pending: 'muted' } as const;
const ROW_TEXT = {
  succeeded: 'shippingLists.pick.succeeded',
  failed: 'shippingLists.pick.refused',
  unknown: 'shippingLists.pick.unknown',
  invalid: 'shippingLists.pick.invalid',
  pending: 'shippingLists.pick.pending',
} as const;

export function usePickJob(run: PickRun | null) {
  const bridge = useBridge();
  return useQuery({
    ...ipcQuery(bridge, 'jobs.get', { jobId: run?.jobId ?? 'none', limit: 1000 }),
    enabled: run !== null,
    // Events refresh it when the job finishes; polling covers a missed event while it runs.
    refetchInterval: (q) => (isJobLive(q.state.data?.job) ? 1000 : false),
  });
}

export function PickResults({ run }: { run: PickRun }) {
  const intl = useIntl();
  const job = usePickJob(run);
  if (job.error) return <ErrorNotice error={job.error} />;
  if (!job.data) return <p className="muted"><FormattedMessage id="common.loading" /></p>;
  const { job: summary, rows } = job.data;
  return (
    <div className="pick-results" data-job-state={summary.state}>
      <div className="pick-summary">
        <JobProgressBar counts={summary} label={intl.formatMessage({ id: 'shippingLists.pick.title' })} />
        <span>
          <FormattedMessage id="shippingLists.pick.summary" values={{ ok: summary.succeeded, failed: summary.failed + summary.invalid, unknown: summary.unknown, total: summary.total }} />
        </span>
        <Link to="/activity" search={{ job: summary.jobId }} className="small">
          <FormattedMessage id="shippingLists.pick.inActivity" />
        </Link>
      </div>
      <table className="table" aria-label={intl.formatMessage({ id: 'shippingLists.pick.title' })}>
        <thead>
          <tr>
            <th scope="col"><FormattedMessage id="shippingLists.queue.code" /></th>
            <th scope="col"><FormattedMessage id="shippingLists.queue.result" /></th>
            <th scope="col"><FormattedMessage id="shippingLists.pick.reason" /></th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-pick-code={run.codeByKey[r.key] ?? r.key} data-pick-status={r.status}>
              <td><code>{run.codeByKey[r.key] ?? r.key}</code></td>
              <td>
                <Badge tone={ROW_TONE[r.status]}>
                  <FormattedMessage id={ROW_TEXT[r.status]} />
                </Badge>
              </td>
              <td>
                <VendorReason code={r.code} reason={r.reason} /> <KnownReason code={r.code} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
