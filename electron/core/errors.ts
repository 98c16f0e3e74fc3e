// One error type for everything that can go wrong on a call, classified by what it means for a retry
// (Stripe-like): only what provably did not execute is ever sent again automatically.
import type { Envelope, OperationId, ValidationIssue } from '../../shared/catalogue';
import { errorCodeInfo, type ErrorAction } from '../../shared/errors/codes';
import { isLocalCode, localMessage, type LocalCode, type Locale } from './messages';

/**
 * not-executed: the service provably did nothing (throttles, token and sign rejections, refused connection).
 * executed: the service decided (business codes, per-item failures); show the reason.
 * unknown-outcome: the request left Opsdesk and no usable answer came back (timeout, reset, HTML 5xx on a write).
 */
export type ErrorCategory = 'not-executed' | 'executed' | 'unknown-outcome';

export interface OpenApiErrorDetails {
  /** Field errors of a rejected input (INVALID_INPUT). */
  issues?: ValidationIssue[];
  /** The vendor's own text (`message`/`msg`) and `error_details`. */
  vendorMessage?: string;
  errorDetails?: string[];
  httpStatus?: number;
  attempts?: number;
}

export interface OpenApiErrorJson {
  name: 'OpenApiError';
  code: string;
  operation: OperationId;
  requestId: string | null;
  category: ErrorCategory;
  action: ErrorAction;
  messageKey: string;
  message: string;
  details: OpenApiErrorDetails;
}

export class OpenApiError extends Error {
  override readonly name = 'OpenApiError';
  readonly code: string;
  readonly operation: OperationId;
  readonly requestId: string | null;
  readonly category: ErrorCategory;
  readonly action: ErrorAction;
  /** `vendor.<code>`, `vendor.unknown` or `core.<LOCAL_CODE>`: the key of the text in both locales. */
  readonly messageKey: string;
  readonly details: OpenApiErrorDetails;

  constructor(init: {
    code: string;
    operation: OperationId;
    category: ErrorCategory;
    action: ErrorAction;
    requestId?: string | null;
    details?: OpenApiErrorDetails;
    cause?: unknown;
  }) {
    const messageKey = isLocalCode(init.code)
      ? `core.${init.code}`
      : errorCodeInfo(init.code)
        ? `vendor.${init.code}`
        : 'vendor.unknown';
    super('', init.cause === undefined ? undefined : { cause: init.cause });
    this.code = init.code;
    this.operation = init.operation;
    this.category = init.category;
    this.action = init.action;
    this.requestId = init.requestId ?? null;
    this.messageKey = messageKey;
    this.details = init.details ?? {};
    this.message = `${init.operation}: ${this.messageFor('en')}`;
  }

  /** The text for a user, in their locale, followed by what the vendor said (if anything). */
  messageFor(locale: Locale): string {
    const base = isLocalCode(this.code)
      ? localMessage(this.code, locale)
      : (() => {
          const info = errorCodeInfo(this.code);
          if (info) return locale === 'zh-CN' ? info.zh : info.en;
          return locale === 'zh-CN' ? `服务返回错误码 ${this.code}。` : `The service answered code ${this.code}.`;
        })();
    const extra = [
      this.details.vendorMessage,
      ...(this.details.errorDetails ?? []),
      ...(this.details.issues ?? []).map((i) => `${i.path}: ${i.message}`),
    ].filter((s): s is string => typeof s === 'string' && s.trim() !== '');
    return extra.length === 0 ? base : `${base} (${extra.join('; ')})`;
  }

  toJSON(): OpenApiErrorJson {
    return {
      name: 'OpenApiError',
      code: this.code,
      operation: this.operation,
      requestId: this.requestId,
      category: this.category,
      action: this.action,
      messageKey: this.messageKey,
      message: this.messageFor('en'),
      details: this.details,
    };
  }
}

export function isOpenApiError(value: unknown): value is OpenApiError {
  return value instanceof OpenApiError;
}

/** A vendor envelope that is not the operation's success: classified by shared/errors/codes.ts. */
export function envelopeError(operation: OperationId, envelope: Envelope, httpStatus?: number): OpenApiError {
  const info = errorCodeInfo(envelope.code);
  // Codes the table does not know are business answers: the service decided, so nothing is retried.
  const category: ErrorCategory = !info ? 'executed' : info.executed === 'no' ? 'not-executed' : info.executed === 'yes' ? 'executed' : 'unknown-outcome';
  const details: OpenApiErrorDetails = {};
  if (envelope.message) details.vendorMessage = envelope.message;
  if (envelope.errorDetails.length > 0) details.errorDetails = envelope.errorDetails;
  if (httpStatus !== undefined && httpStatus !== 200) details.httpStatus = httpStatus;
  return new OpenApiError({ code: envelope.code, operation, category, action: info?.action ?? 'show', requestId: envelope.requestId, details });
}

export function localError(
  code: LocalCode,
  operation: OperationId,
  category: ErrorCategory,
  extra: { action?: ErrorAction; details?: OpenApiErrorDetails; cause?: unknown; requestId?: string | null } = {},
): OpenApiError {
  const action: ErrorAction = extra.action ?? (category === 'not-executed' ? 'stop' : 'show');
  return new OpenApiError({ code, operation, category, action, details: extra.details, cause: extra.cause, requestId: extra.requestId ?? null });
}
