// A row's outcome as one line of text (grid status column, CSV export): the one reason rule (i18n/reason.ts),
// our words first, what to change, the vendor's own words once; never a code or a key.
import type { IntlShape } from 'react-intl';
import { reasonLine, reasonParts } from './reason';

export function rowReasonText(intl: IntlShape, code: string | null, reason: string | null): string | null {
  return reasonLine(intl, reasonParts(intl, code, reason));
}
