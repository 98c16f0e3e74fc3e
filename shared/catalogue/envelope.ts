// The vendor's envelope in its one shape, and per-item outcomes from it: nothing above the normalisers sees the
// vendor's spellings (its field readers are response-readers.ts).
import { z } from 'zod';
import { toCount, toText } from './response-readers';
import type { ItemOutcome, NormaliseContext, NormalisedResult, VendorAnswer } from './types';

export class NormaliseError extends Error {
  override readonly name = 'NormaliseError';
}

const rawEnvelope = z.looseObject({
  code: z.union([z.string(), z.number()]),
  message: z.string().nullish(),
  msg: z.string().nullish(),
  request_id: z.union([z.string(), z.number()]).nullish(),
  requestId: z.union([z.string(), z.number()]).nullish(),
  response_time: z.string().nullish(),
  error_details: z.unknown().optional(),
  total: z.unknown().optional(),
  data: z.unknown().optional(),
});

/** The vendor's answer in its one shape, whatever spelling it used; only the catalogue calls this. */
export function readEnvelope(raw: unknown): VendorAnswer {
  const parsed = rawEnvelope.safeParse(raw);
  if (!parsed.success) {
    throw new NormaliseError('the answer is not a vendor envelope (no code)');
  }
  const r = parsed.data;
  const details = Array.isArray(r.error_details) ? r.error_details.map(toText) : [];
  const requestId = r.request_id ?? r.requestId;
  return {
    envelope: {
      code: String(r.code).trim(),
      message: r.message ?? r.msg ?? '',
      requestId: requestId === null || requestId === undefined ? null : String(requestId),
      responseTime: r.response_time ?? null,
      errorDetails: details,
      total: toCount(r.total),
    },
    data: r.data,
    details: Array.isArray(r.error_details) ? r.error_details : [],
  };
}

/** A normalised failure envelope: no items, no data. */
export function failed<T>(envelope: VendorAnswer['envelope']): NormalisedResult<T> {
  return { envelope, ok: false, items: [], unmatched: [], data: null };
}

/** Resolves a reference the server used for an item (the key itself or an alias of it) to the item key. */
export function resolveKey(ref: string, keys: ReadonlySet<string>, ctx?: NormaliseContext): string | null {
  if (keys.has(ref)) return ref;
  const alias = ctx?.aliases?.[ref];
  return alias !== undefined && keys.has(alias) ? alias : null;
}

/**
 * Per-item outcomes from a list of failures named by reference. Items not named succeeded, unless the
 * server reported failures Opsdesk could not tie to an item: then the unnamed items are uncertain.
 */
export function outcomesFromFailures(
  keys: readonly string[],
  failures: ReadonlyArray<{ ref: string; reason: string }>,
  ctx: NormaliseContext | undefined,
  expectedFailCount: number | null = null,
): Pick<NormalisedResult<never>, 'items' | 'unmatched'> {
  const keySet = new Set(keys);
  const reasons = new Map<string, string>();
  const unmatched: Array<{ ref: string; reason: string }> = [];
  for (const f of failures) {
    const key = resolveKey(f.ref, keySet, ctx);
    if (key === null) unmatched.push(f);
    else reasons.set(key, reasons.has(key) && f.reason !== '' ? [reasons.get(key), f.reason].filter(Boolean).join('; ') : (reasons.get(key) ?? f.reason));
  }
  const unexplained = Math.max(unmatched.length, (expectedFailCount ?? 0) - reasons.size);
  const items: ItemOutcome[] = keys.map((key) => {
    const reason = reasons.get(key);
    // An empty reason: the vendor refused without saying why, which the code says in the reader's language.
    if (reason === '') return { key, ok: false, reason: 'failed (no reason given)', reasonCode: 'ITEM_NO_REASON' };
    if (reason !== undefined) return { key, ok: false, reason };
    if (unexplained > 0) {
      return {
        key,
        ok: false,
        uncertain: true,
        reason: `the server reported ${unexplained} failure(s) Opsdesk could not tie to a row; check this row`,
        reasonCode: 'ITEM_UNTIED_FAILURE',
      };
    }
    return { key, ok: true, reason: null };
  });
  return { items, unmatched };
}
