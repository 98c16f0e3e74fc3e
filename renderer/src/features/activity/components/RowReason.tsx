// Why a row is where it is, in the reader's language: translated from the row's code, with the vendor's own
// words beside it where the vendor gave some (never a sentence of Opsdesk's own, never a bare code).
import { FormattedMessage } from 'react-intl';
import type { JobRow } from '../../../../../shared/ipc';
import { VendorReason } from '../../../components/ErrorNotice';

import { isRowReasonCode, VENDOR_WORDS_CODES } from '../../../../../shared/catalogue/reason-codes';

export function RowReason({ row }: { row: Pick<JobRow, 'code' | 'reason' | 'resolvedBy'> }) {
  // A row settled by a read or by the user says so in its details; its reason was Opsdesk's own sentence.
  if (row.resolvedBy !== null || row.code === null) return null;
  if (!isRowReasonCode(row.code)) return <VendorReason code={row.code} reason={row.reason} />;
  const words = VENDOR_WORDS_CODES.has(row.code) ? row.reason : null;
  return (
    <span className="vendor-reason">
      <FormattedMessage id={`activity.rowCode.${row.code}`} />
      {words ? (
        <span className="small">
          {' · '}
          <span className="vendor-text" lang="zh-CN">
            {words}
          </span>
        </span>
      ) : null}
    </span>
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
