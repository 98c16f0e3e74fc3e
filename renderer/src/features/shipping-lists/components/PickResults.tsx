// A picking refusal's meaning beside the vendor's own words: the reasons the vendor words the same way every
// time. The per-list results themselves are the lifecycle's shared results table (ShippingListsScreen).
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogue';

/** Reasons the vendor words the same way every time (vendor notes §6), and what they mean. */
const KNOWN_REASONS: ReadonlyArray<[RegExp, MessageId]> = [[/待发货.*未拣货/, 'shippingLists.reason.notPickable']];

export function KnownReason({ reason }: { reason: string | null }) {
  const hit = reason ? KNOWN_REASONS.find(([re]) => re.test(reason)) : undefined;
  if (!hit) return null;
  return (
    <span className="small muted translation">
      (<FormattedMessage id={hit[1]} />)
    </span>
  );
}
