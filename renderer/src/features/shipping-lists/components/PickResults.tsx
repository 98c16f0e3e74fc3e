// A picking refusal's meaning beside the vendor's own words, from the code the core gave the refusal (vendor
// notes §6). The per-list results themselves are the lifecycle's shared results table (ShippingListsScreen).
import { FormattedMessage } from 'react-intl';
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
