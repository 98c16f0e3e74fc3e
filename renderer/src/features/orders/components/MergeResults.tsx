// The results of a merge job: one line per merged group (new order number, the orders it absorbed) and one
// per failure (the vendor's message as it came, with Opsdesk's translation when the wording is known).
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import { ipcQuery } from '../../../api/queries';
import { Badge } from '../../../components/Badge';
import { ErrorNotice, VendorReason } from '../../../components/ErrorNotice';
import { useBridge } from '../../../bridge/context';
import { mergeLines, type MergeLine } from '../merge-results';

const NOTHING_MERGEABLE = /无可合并/;

function Orders({ orders }: { orders: string[] }) {
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

function Line({ line }: { line: MergeLine }) {
  if (line.kind === 'merged') {
    return (
      <tr data-merge="merged" data-new-order={line.newOrderNo ?? ''}>
        <td>
          <Badge tone="ok"><FormattedMessage id="orders.result.merged" /></Badge>
        </td>
        <td>
          {line.newOrderNo ? <code className="new-order">{line.newOrderNo}</code> : <FormattedMessage id="common.empty" />}
        </td>
        <td>
          <Orders orders={line.orders} />
        </td>
        <td />
      </tr>
    );
  }
  if (line.kind === 'failed') {
    return (
      <tr data-merge="failed">
        <td>
          <Badge tone="bad"><FormattedMessage id="orders.result.failed" /></Badge>
        </td>
        <td>
          <FormattedMessage id="common.empty" />
        </td>
        <td>
          <Orders orders={line.orders} />
        </td>
        <td>
          <VendorReason code={line.code} reason={line.message} />
          {NOTHING_MERGEABLE.test(line.message) ? (
            <span className="small muted"> (<FormattedMessage id="orders.reason.nothingMergeable" />)</span>
          ) : null}
        </td>
      </tr>
    );
  }
  return (
    <tr data-merge={line.kind}>
      <td>
        <Badge tone={line.kind === 'unknown' ? 'warn' : 'muted'}>
          <FormattedMessage id={line.kind === 'unknown' ? 'orders.result.unknown' : 'orders.result.pending'} />
        </Badge>
      </td>
      <td>
        <FormattedMessage id="common.empty" />
      </td>
      <td>
        <Orders orders={line.orders} />
      </td>
      <td>{line.kind === 'unknown' ? <FormattedMessage id="orders.result.unknownHint" /> : null}</td>
    </tr>
  );
}

export function MergeResults({ jobId }: { jobId: string }) {
  const intl = useIntl();
  const bridge = useBridge();
  const job = useQuery({
    ...ipcQuery(bridge, 'jobs.get', { jobId, limit: 1000 }),
    refetchInterval: (q) => (q.state.data && ['running', 'cancelling'].includes(q.state.data.job.state) ? 1000 : false),
  });
  if (job.error) return <ErrorNotice error={job.error} />;
  if (!job.data) return <p className="muted"><FormattedMessage id="common.loading" /></p>;
  const lines = mergeLines(job.data.rows);
  const merged = lines.filter((l) => l.kind === 'merged').length;
  const failed = lines.filter((l) => l.kind === 'failed').length;
  return (
    <div className="merge-results" data-job-state={job.data.job.state}>
      <p>
        <FormattedMessage id="orders.result.summary" values={{ merged, failed }} />{' '}
        <Link to="/activity" search={{ job: jobId }} className="small">
          <FormattedMessage id="orders.result.inActivity" />
        </Link>
      </p>
      <div className="table-scroll" tabIndex={0} role="region" aria-label={intl.formatMessage({ id: 'orders.result.title' })}>
        <table className="table merge-table">
          <thead>
            <tr>
              <th scope="col"><FormattedMessage id="orders.result.outcome" /></th>
              <th scope="col"><FormattedMessage id="orders.result.newOrder" /></th>
              <th scope="col"><FormattedMessage id="orders.result.orders" /></th>
              <th scope="col"><FormattedMessage id="orders.result.reason" /></th>
            </tr>
          </thead>
          <tbody>
            {lines.map((l, i) => (
              <Line key={`${l.rowKey}-${i}`} line={l} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
