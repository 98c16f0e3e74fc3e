// One page of a job's rows: each named by its item with the values sent, its status, why (translated from its
// code, with the vendor's own words beside), and the facts the vendor returned.
import { FormattedMessage, useIntl } from 'react-intl';
import type { JobRow } from '../../../../../shared/ipc';
import type { Tone } from '../../../components/Badge';
import { Badge } from '../../../components/Badge';
import { infoValue, RowReason } from './RowReason';
import { useIssueText } from '../../../i18n/issue-messages';

const STATUS_TONE: Record<JobRow['status'], Tone> = { pending: 'muted', succeeded: 'ok', failed: 'bad', unknown: 'warn', invalid: 'bad' };

/** The row's item (MSKU id, variant, sid · confirmation id, …) and the values sent; the row key only when no item can be named. */
export function ItemName({ row }: { row: Pick<JobRow, 'key' | 'item' | 'sent'> }) {
  return (
    <>
      {row.item ? <code>{row.item}</code> : <FormattedMessage id="activity.rows.noItem" values={{ key: row.key }} />}
      {row.sent ? (
        <div className="small muted">
          {Object.entries(row.sent).map(([field, value], i) => (
            <span key={field}>
              {i > 0 ? ' · ' : ''}
              {field} <code>{value}</code>
            </span>
          ))}
        </div>
      ) : null}
    </>
  );
}

export function RowsTable({ rows }: { rows: readonly JobRow[] }) {
  const intl = useIntl();
  const issueText = useIssueText();
  if (rows.length === 0) {
    return (
      <p className="hint">
        <FormattedMessage id="activity.rows.empty" />
      </p>
    );
  }
  return (
    <div className="table-scroll">
      <table className="table" aria-label={intl.formatMessage({ id: 'activity.rows.table' })}>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="activity.rows.item" />
            </th>
            <th scope="col">
              <FormattedMessage id="activity.rows.status" />
            </th>
            <th scope="col">
              <FormattedMessage id="activity.rows.reason" />
            </th>
            <th scope="col">
              <FormattedMessage id="activity.rows.details" />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key} data-row={r.key} data-status={r.status}>
              <td>
                <ItemName row={r} />
              </td>
              <td>
                <Badge tone={STATUS_TONE[r.status]}>
                  <FormattedMessage id={`activity.status.${r.status}`} />
                </Badge>
              </td>
              <td>
                <RowReason row={r} />
                {r.issues && r.issues.length > 0 ? (
                  <ul className="issues">
                    {r.issues.map((i) => (
                      <li key={`${i.path}:${i.message}`}>
                        <code>{i.path}</code> {issueText(i)}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </td>
              <td className="small muted">
                {[
                  r.request ? <FormattedMessage key="request" id="activity.rows.request" values={{ request: r.request }} /> : null,
                  <FormattedMessage key="sends" id="activity.rows.sends" values={{ count: r.sends }} />,
                  r.resolvedBy ? <FormattedMessage key="resolved" id={`activity.rows.resolved.${r.resolvedBy}`} /> : null,
                  r.requestId ? <FormattedMessage key="req" id="errors.requestId" values={{ id: r.requestId }} /> : null,
                  ...Object.entries(r.info ?? {}).map(([k, v]) => (
                    <span key={`info-${k}`}>
                      {k} <code>{infoValue(v)}</code>
                    </span>
                  )),
                ]
                  .filter(Boolean)
                  .map((node, i) => (
                    <span key={i}>
                      {i > 0 ? ' · ' : ''}
                      {node}
                    </span>
                  ))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
