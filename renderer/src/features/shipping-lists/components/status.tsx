// The list's statuses: Opsdesk's words for the number (translated) with the vendor's own text beside it.
import { FormattedMessage, useIntl } from 'react-intl';
import { Badge, type Tone } from '../../../components/Badge';
import type { MessageId } from '../../../i18n/catalogue';
import { isBlank } from './values';

const LIST_STATUS = {
  0: { id: 'shippingLists.status.0', tone: 'muted' },
  1: { id: 'shippingLists.status.1', tone: 'info' },
  2: { id: 'shippingLists.status.2', tone: 'ok' },
  3: { id: 'shippingLists.status.3', tone: 'ok' },
} as const satisfies Record<number, { id: string; tone: Tone }>;

const PICKING_STATUS = {
  [-1]: { id: 'shippingLists.picking.-1', tone: 'muted' },
  0: { id: 'shippingLists.picking.0', tone: 'warn' },
  1: { id: 'shippingLists.picking.1', tone: 'ok' },
} as const satisfies Record<number, { id: string; tone: Tone }>;

/** The vendor's words beside ours, unless they say exactly the same (zh-CN often does). */
function VendorWords({ text, ours }: { text: string | null | undefined; ours: string | undefined }) {
  const intl = useIntl();
  if (isBlank(text)) return null;
  if (ours && intl.formatMessage({ id: ours as 'shippingLists.status.0' }) === text.trim()) return null;
  return (
    <span className="vendor-words" lang="zh-CN">
      {text}
    </span>
  );
}

type StatusTable = Readonly<Partial<Record<number, { id: MessageId; tone: Tone }>>>;

/** A status as our badge (or "unknown n") with the vendor's own words beside it when they say more. */
function StatusPair({ status, desc, table, data }: { status: number | null; desc: string | null; table: StatusTable; data: Record<string, string> }) {
  const known = status === null ? undefined : table[status];
  return (
    <span className="status-pair" {...data}>
      {known ? (
        <Badge tone={known.tone}>
          <FormattedMessage id={known.id} />
        </Badge>
      ) : (
        <Badge tone="muted">
          <FormattedMessage id="shippingLists.status.unknown" values={{ status: status === null ? '—' : String(status) }} />
        </Badge>
      )}
      <VendorWords text={desc} ours={known?.id} />
    </span>
  );
}

export function ListStatus({ status, desc }: { status: number | null; desc: string | null }) {
  return <StatusPair status={status} desc={desc} table={LIST_STATUS} data={{ 'data-status': String(status ?? '') }} />;
}

export function PickingStatus({ status, desc }: { status: number | null; desc: string | null }) {
  return <StatusPair status={status} desc={desc} table={PICKING_STATUS} data={{ 'data-picking': String(status ?? '') }} />;
}

/** Only lists awaiting shipment (1) and not yet picked (0) can be picked (spec §3). */
export const isPickable = (d: { shippingListStatus: number | null; pickingStatus: number | null }) => d.shippingListStatus === 1 && d.pickingStatus === 0;
