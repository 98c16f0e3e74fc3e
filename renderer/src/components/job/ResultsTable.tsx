// The one results table of every write screen and Activity: each row named by its item with the values sent,
// its state, why (translated from its code, the vendor's own words beside) and, for a journal's rows, the
// request it went out in. Rendered virtually (TanStack Virtual): a 100,000-row job costs what is in view, and
// rows not read yet show as loading while the page holding them is fetched (`onRange`).
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { JobRow } from '../../../../shared/ipc';
import type { MessageId } from '../../i18n/catalogue';
import { useIssueText } from '../../i18n/issue-messages';
import { Badge, type Tone } from '../Badge';
import { infoValue, ItemName, RowReason } from './RowReason';
import type { ItemState } from '../../jobs/send-plan';
import './job.css';

/** A plan's states, and the journal's `invalid` (refused by validation, never sent). */
export type ResultState = ItemState | 'invalid';

export interface ResultRow {
  key: string;
  /** The item as the user knows it; null = no name (the key is shown). */
  item: string | null;
  sent?: Record<string, string> | null;
  state: ResultState;
  code: string | null;
  reason: string | null;
  resolvedBy?: JobRow['resolvedBy'];
  issues?: JobRow['issues'];
  /** Journal rows: the request it last went out in, how often it was sent, the vendor's request id and facts. */
  request?: string | null;
  sends?: number;
  requestId?: string | null;
  info?: Record<string, string> | null;
  /** What the screen knows beside the reason (a plan's rows only). */
  note?: ReactNode;
}

const TONE: Record<ResultState, Tone> = {
  new: 'muted', loading: 'muted', queued: 'info', sending: 'info', pending: 'muted',
  succeeded: 'ok', failed: 'bad', invalid: 'bad', unknown: 'warn', changed: 'warn',
};
const STATE_TEXT: Record<ResultState, MessageId> = {
  new: 'bulk.state.new', loading: 'bulk.state.loading', queued: 'bulk.state.queued', sending: 'bulk.state.sending', pending: 'bulk.state.pending',
  succeeded: 'bulk.state.succeeded', failed: 'bulk.state.failed', invalid: 'jobResults.state.invalid', unknown: 'bulk.state.unknown', changed: 'bulk.state.changed',
};

const HEADS = ['jobResults.item', 'jobResults.status', 'jobResults.reason', 'jobResults.details'] as const;
const ESTIMATED_ROW_PX = 52;
/** A screenful, assumed where there is no layout to measure (before the first one, a hidden panel, unit tests). */
const NO_LAYOUT = { width: 1000, height: 600 };

export interface ResultsTableProps {
  count: number;
  /** The row at an index; undefined while its page is being read. */
  rowAt(index: number): ResultRow | undefined;
  /** The indexes in view changed (first, last inclusive): read the pages holding them. */
  onRange?(first: number, last: number): void;
  /** Show the journal's details column (request, sends, request id, facts). */
  details?: boolean;
  label?: string;
  empty?: ReactNode;
}

export function ResultsTable({ count, rowAt, onRange, details = false, label, empty }: ResultsTableProps) {
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const v = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: 8,
    initialRect: NO_LAYOUT,
    observeElementRect: (instance, cb) => observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : NO_LAYOUT)),
    // Rows grow with their reasons and issues; a row with no layout keeps the estimate.
    measureElement: (el) => el.getBoundingClientRect().height || ESTIMATED_ROW_PX,
  });
  const items = v.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items[items.length - 1]?.index ?? -1;
  useEffect(() => {
    if (last >= first) onRange?.(first, last);
  }, [first, last, onRange]);

  if (count === 0) return <p className="hint">{empty ?? <FormattedMessage id="jobResults.empty" />}</p>;
  const columns = details ? 4 : 3;
  const top = items[0]?.start ?? 0;
  const bottom = v.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const name = label ?? intl.formatMessage({ id: 'jobResults.table' });
  return (
    <div className="table-scroll job-results-scroll" ref={scroller} tabIndex={0} role="region" aria-label={name}>
      <table className="table job-results" aria-label={name} aria-rowcount={count + 1} data-testid="job-results" data-count={count}>
        <thead>
          <tr aria-rowindex={1}>
            {(details ? HEADS : HEADS.slice(0, 3)).map((id) => (
              <th key={id} scope="col">
                <FormattedMessage id={id} />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {top > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={columns} style={{ height: top, padding: 0, border: 0 }} />
            </tr>
          ) : null}
          {items.map((vi) => {
            const row = rowAt(vi.index);
            return row ? (
              <Row key={row.key} row={row} index={vi.index} details={details} measure={v.measureElement} />
            ) : (
              <tr key={`loading-${vi.index}`} data-index={vi.index} aria-rowindex={vi.index + 2} ref={v.measureElement} aria-busy="true">
                <td colSpan={columns} className="muted small">
                  <FormattedMessage id="jobResults.loadingRow" />
                </td>
              </tr>
            );
          })}
          {bottom > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={columns} style={{ height: bottom, padding: 0, border: 0 }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

function Row({ row: r, index, details, measure }: { row: ResultRow; index: number; details: boolean; measure: (el: Element | null) => void }) {
  const issueText = useIssueText();
  return (
    <tr data-index={index} aria-rowindex={index + 2} ref={measure} data-row={r.key} data-state={r.state} data-name={r.item ?? r.key}>
      <td>
        <ItemName row={{ key: r.key, item: r.item, sent: r.sent ?? null }} />
      </td>
      <td>
        <Badge tone={TONE[r.state]}>
          <FormattedMessage id={STATE_TEXT[r.state]} />
        </Badge>
      </td>
      <td>
        <RowReason row={{ code: r.code, reason: r.reason, resolvedBy: r.resolvedBy ?? null }} />
        {r.note ?? null}
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
      {details ? (
        <td className="small muted">
          {[
            r.request ? <FormattedMessage key="request" id="jobResults.request" values={{ request: r.request }} /> : null,
            r.sends !== undefined ? <FormattedMessage key="sends" id="jobResults.sends" values={{ count: r.sends }} /> : null,
            r.resolvedBy ? <FormattedMessage key="resolved" id={`jobResults.resolved.${r.resolvedBy}`} /> : null,
            r.requestId ? <FormattedMessage key="req" id="errors.requestId" values={{ id: r.requestId }} /> : null,
            ...Object.entries(r.info ?? {}).map(([k, val]) => (
              <span key={`info-${k}`}>
                {k} <code>{infoValue(val)}</code>
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
      ) : null}
    </tr>
  );
}
