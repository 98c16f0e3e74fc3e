// A row's outcome as one line of text (grid status column, CSV export): translated from its code, with the
// vendor's own words beside it where the vendor gave some. The words are shown as they came, never parsed.
import type { IntlShape } from 'react-intl';
import { isRowReasonCode, VENDOR_WORDS_CODES } from '../../../shared/catalogue/reason-codes';
import { messageIdForCode } from './describe-error';

export function rowReasonText(intl: IntlShape, code: string | null, reason: string | null): string | null {
  let translation: string | null = null;
  let words: string | null = reason;
  if (code !== null && isRowReasonCode(code)) {
    translation = intl.formatMessage({ id: `jobResults.code.${code}` });
    if (!VENDOR_WORDS_CODES.has(code)) words = null;
  } else if (code !== null) {
    const known = messageIdForCode(code);
    if (known.messageId !== 'errors.vendor.unknown') {
      translation = intl.formatMessage({ id: known.messageId }, known.values);
      // Opsdesk's own errors are worded by their code alone; a vendor code keeps the vendor's words.
      if (!known.messageId.startsWith('errors.vendor.')) words = null;
    } else translation = code;
  }
  if (words && translation) return intl.formatMessage({ id: 'bulk.reason.translated' }, { reason: words, translation });
  return words || translation;
}
