// A result row's words, in the reader's language: the item it is (never an internal key when the item can be
// named) with the values sent, why it is where it is (translated from its code, with the vendor's own words
// beside them), and the facts the vendor returned. Shared by the results table and Activity's decide dialog.
import { FormattedMessage } from 'react-intl';
import type { JobRow } from '../../../../shared/ipc';
import { Reason } from '../Reason';

export function RowReason({ row }: { row: Pick<JobRow, 'code' | 'reason' | 'resolvedBy'> }) {
  // A row settled by a read or by the user says so in its details; its reason was Opsdesk's own sentence.
  if (row.resolvedBy !== null) return null;
  return <Reason code={row.code} reason={row.reason} />;
}

/** The row's item (MSKU id, variant, sid · confirmation id, …) and the values sent; the row key only when no item can be named. */
export function ItemName({ row }: { row: Pick<JobRow, 'key' | 'item' | 'sent'> }) {
  return (
    <>
      {row.item ? (
        <code translate="no">{row.item}</code>
      ) : (
        <FormattedMessage id="jobResults.noItem" values={{ key: row.key }} />
      )}
      {row.sent ? (
        <div className="small muted" translate="no">
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

/**
 * A fact the vendor returned for the row (queue id, new order number, …). A value holding JSON (older journals
 * kept whole answers) is shown by its plain values, never as JSON text.
 */
export function infoValue(value: string): string {
  const t = value.trim();
  if (!(t.startsWith('{') || t.startsWith('['))) return value;
  try {
    const leaves: string[] = [];
    const walk = (v: unknown): void => {
      if (v === null || v === undefined) return;
      if (Array.isArray(v)) v.forEach(walk);
      else if (typeof v === 'object') Object.values(v as Record<string, unknown>).forEach(walk);
      else leaves.push(String(v));
    };
    walk(JSON.parse(t) as unknown);
    return leaves.join(', ');
  } catch {
    return value;
  }
}
