// Vendor reasons the app knows, translated beside the vendor's own words (which are always shown as they came).
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogue';

const KNOWN: ReadonlyArray<{ match: string; id: MessageId }> = [
  { match: '当前库存调整未完成', id: 'bulk.reason.adjustmentPending' },
  { match: 'shipment not found', id: 'bulk.reason.shipmentNotFound' },
];

export function translateReason(intl: IntlShape, reason: string): string {
  const known = KNOWN.find((k) => reason.includes(k.match));
  if (!known) return reason;
  return intl.formatMessage({ id: 'bulk.reason.translated' }, { reason, translation: intl.formatMessage({ id: known.id }) });
}
