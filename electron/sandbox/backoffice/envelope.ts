// The vendor's business envelope (spec §2.2, notes §5): {code, message, error_details, request_id,
// response_time, data, total}. The videox stock change names its text `msg` (spec 4.5).
import { formatDateTime } from './time';

export interface EnvelopeContext {
  requestId: string;
  nowMs: number;
}

export interface EnvelopeParts {
  code: number;
  message: string;
  data: unknown;
  errorDetails?: unknown[];
  /** Left out of the envelope when undefined. */
  total?: number;
}

export function businessEnvelope(ctx: EnvelopeContext, parts: EnvelopeParts): Record<string, unknown> {
  const out: Record<string, unknown> = {
    code: parts.code,
    message: parts.message,
    error_details: parts.errorDetails ?? [],
    request_id: ctx.requestId,
    response_time: formatDateTime(ctx.nowMs),
    data: parts.data,
  };
  if (parts.total !== undefined) out.total = parts.total;
  return out;
}

/** The videox answer: `msg` instead of `message`, and no total (spec 4.5). */
export function videoxEnvelope(ctx: EnvelopeContext, parts: Omit<EnvelopeParts, 'total'>): Record<string, unknown> {
  return {
    code: parts.code,
    msg: parts.message,
    error_details: parts.errorDetails ?? [],
    request_id: ctx.requestId,
    response_time: formatDateTime(ctx.nowMs),
    data: parts.data,
  };
}

/** A whole call refused for a business reason: code 500, the reason in error_details, nothing executed. */
export class BusinessRejection extends Error {
  override readonly name = 'BusinessRejection';
  constructor(readonly reason: string) {
    super(reason);
  }
}

export const SUCCESS_TEXT = { plain: 'success', ok: 'OK', zh: '操作成功' } as const;
