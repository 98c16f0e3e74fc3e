// The results of a merge job in place: one line per merged set (the new order number and every order it took
// in), one per failure set (the vendor's message), the orders waiting or unknown; a partial merge reads as a
// partial success. The screen puts its actions (retry failures, start a new merge) under it.
import type { ReactNode } from 'react';
import type { MethodOutput } from '../../../../../shared/ipc';
import { FormattedMessage, useIntl } from 'react-intl';
import { isJobLive } from '../../../api/job-live';
import { useJobResult } from '../../../api/job-result';
import { Badge, type Tone } from '../../../components/Badge';
import { ErrorNotice, VendorReason } from '../../../components/ErrorNotice';
import type { MessageId } from '../../../i18n/catalogue';
import { useFormat } from '../../../i18n/format';
import { mergeOutcome, type MergeLine } from '../merge-results';

function Orders({ orders }: { orders: readonly string[] }) {
  return (
    <ul className="order-ids">
      {orders.map((o) => (
        <li key={o}>
          <code>{o}</code>
        </li>
      ))}
    </ul>
  );
}

const BADGE: Record<MergeLine['kind'], { id: MessageId; tone: Tone }> = {
  merged: { id: 'orders.result.merged', tone: 'ok' },
  failed: { id: 'orders.result.failed', tone: 'bad' },
  invalid: { id: 'orders.result.invalid', tone: 'bad' },
  unknown: { id: 'orders.result.unknown', tone: 'warn' },
  pending: { id: 'orders.result.pending', tone: 'muted' },
};

function Reason({ line }: { line: MergeLine }) {
  switch (line.kind) {
    case 'merged':
      return null;
    case 'failed':
      return (
<VendorReason code={line.code} reason={line.message} />
      );
    case 'invalid':
      return <FormattedMessage id="orders.result.invalidHint" values={{ min: 2 }} />;
    case 'unknown':
      return <FormattedMessage id="orders.result.unknownHint" />;
    case 'pending':
      return null;
  }
}

function Line({ line }: { line: MergeLine }) {
  const badge = BADGE[line.kind];
  return (
    <tr data-merge={line.kind} data-new-order={line.kind === 'merged' ? (line.newOrderNo ?? '') : undefined}>
      <td>
        <Badge tone={badge.tone}>
          <FormattedMessage id={badge.id} />
        </Badge>
      </td>
      <td>{line.kind === 'merged' && line.newOrderNo ? <code className="new-order">{line.newOrderNo}</code> : <FormattedMessage id="common.empty" />}</td>
      <td>
        <Orders orders={line.orders} />
      </td>
      <td>
        <Reason line={line} />
      </td>
    </tr>
  );
}

export interface MergeResultsProps {
  jobId: string;
  /** The job as the screen's lifecycle follows it; without it the job is read here (a job linked from Activity). */
  detail?: MethodOutput<'jobs.get'> | null;
  actions?: ReactNode;
}

export function MergeResults({ jobId, detail, actions }: MergeResultsProps) {
  const f = useFormat();
  const intl = useIntl();
  const read = useJobResult(detail === undefined ? jobId : null);
  const job = detail === undefined ? read : { data: detail ?? undefined, error: null };
  if (job.error) return <ErrorNotice error={job.error} />;
  if (!job.data) {
    return (
      <p className="muted" role="status">
        <FormattedMessage id="common.loading" />
      </p>
    );
  }
  const running = isJobLive(job.data.job);
  const outcome = mergeOutcome(job.data.rows, f.clauses);
  const tone: Tone = running ? 'info' : outcome.partial ? 'warn' : outcome.merged > 0 ? 'ok' : outcome.failed > 0 ? 'bad' : 'muted';
  const verdict: MessageId = running ? 'orders.result.running' : outcome.partial ? 'orders.result.partial' : outcome.merged > 0 ? 'orders.result.allMerged' : 'orders.result.noneMerged';
  const sets = outcome.lines.filter((l) => l.kind === 'merged').length;
  return (
    <div className="merge-results stack" data-job-state={job.data.job.state} data-partial={outcome.partial ? 'true' : 'false'}>
      <p role="status">
        <Badge tone={tone}>
          <FormattedMessage id={verdict} />
        </Badge>{' '}
        <FormattedMessage id="orders.result.summary" values={{ merged: outcome.merged, sets, failed: outcome.failed, unknown: outcome.unknown }} />
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'orders.result.title' })}>
        <table className="table merge-table">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="orders.result.outcome" />
              </th>
              <th scope="col">
                <FormattedMessage id="orders.result.newOrder" />
              </th>
              <th scope="col">
                <FormattedMessage id="orders.result.orders" />
              </th>
              <th scope="col">
                <FormattedMessage id="orders.result.reason" />
              </th>
            </tr>
          </thead>
          <tbody>
            {outcome.lines.map((l) => (
              <Line key={`${l.kind}-${l.orders[0] ?? ''}`} line={l} />
            ))}
          </tbody>
        </table>
      </div>
      {actions}
    </div>
  );
}
