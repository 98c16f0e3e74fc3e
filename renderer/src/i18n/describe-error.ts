// What to show for an error: a translated title from the error's message key, the vendor's own words as they
// came (often Chinese), the main process's text where there is no key, and the field issues.
import { validationIssueSchema, type ValidationIssueShape } from '../../../shared/catalogue/issue-codes';
import { BridgeError } from '../bridge/client';
import { BRIDGE_CODES, CORE_ERROR_CODES, isKnownVendorCode, type ErrorMessageId } from './error-messages';

export interface ErrorDescription {
  code: string | null;
  /** The translated meaning. */
  messageId: ErrorMessageId;
  values: Record<string, string>;
  /** What the vendor wrote (its message, error details), shown untouched. */
  vendorText: string[];
  /** The main process's own sentence, when no translated key says more. */
  mainText: string | null;
  issues: ValidationIssueShape[];
  requestId: string | null;
}

const isCoreCode = (code: string): boolean => (CORE_ERROR_CODES as readonly string[]).includes(code);
/** The renderer's own refusals: their text is the translated key alone, never a sentence of the main side's. */
const RENDERER_CODES = new Set(['TRANSPORT', 'HOST_AWAY', 'STALE_SESSION']);

/** The message id for an error code and the main side's message key (`vendor.3001008`, `core.TIMEOUT`). */
export function messageIdForCode(code: string, messageKey?: string | null): { messageId: ErrorMessageId; values: Record<string, string> } {
  const key = messageKey ?? '';
  if (key.startsWith('core.') && isCoreCode(key.slice(5))) return { messageId: `errors.core.${key.slice(5)}` as ErrorMessageId, values: {} };
  if (key.startsWith('vendor.') && isKnownVendorCode(key.slice(7))) return { messageId: `errors.vendor.${key.slice(7)}`, values: {} };
  if (key === '' && isKnownVendorCode(code)) return { messageId: `errors.vendor.${code.trim()}`, values: {} };
  if (key === '' && isCoreCode(code)) return { messageId: `errors.core.${code}` as ErrorMessageId, values: {} };
  if (key === '' && BRIDGE_CODES.has(code)) return { messageId: `errors.bridge.${code}`, values: {} };
  return { messageId: 'errors.vendor.unknown', values: { code } };
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);

function issuesOf(v: unknown): ErrorDescription['issues'] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((i: unknown) => {
    if (typeof i !== 'object' || i === null) return [];
    const parsed = validationIssueSchema.safeParse(i);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The field issues an error carries (an INVALID_INPUT refusal), for forms/applyIssues. */
export function fieldIssues(err: unknown): ErrorDescription['issues'] {
  return err instanceof BridgeError ? issuesOf(err.details.issues) : [];
}

export function describeError(err: unknown): ErrorDescription {
  if (err instanceof BridgeError) {
    const d = err.details;
    const messageKey = text(d.messageKey);
    const { messageId, values } = messageIdForCode(err.code, messageKey);
    const vendorText = [text(d.vendorMessage), ...(Array.isArray(d.errorDetails) ? d.errorDetails.map(text) : [])].filter((s): s is string => s !== null);
    return {
      code: err.code,
      messageId,
      values,
      vendorText,
      // An OpenApiError's message is the keyed text again (in the profile's language): only a bridge refusal's
      // own sentence adds something the key does not say.
      mainText: messageKey === null && !RENDERER_CODES.has(err.code) ? text(err.message) : null,
      issues: issuesOf(d.issues),
      requestId: text(d.requestId),
    };
  }
  return {
    code: null,
    messageId: 'errors.bridge.INTERNAL',
    values: {},
    vendorText: [],
    mainText: err instanceof Error ? err.message : String(err),
    issues: [],
    requestId: null,
  };
}
