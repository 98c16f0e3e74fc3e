// The vendor's quirks are absorbed here, once: nothing above the normalisers sees them.
import { z } from 'zod';
import { idToString, stringifyJson } from '../json/lossless';
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

/** A count the vendor sends as a number or as digits in a string. */
export function toCount(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  return null;
}

/** Text for any JSON value the vendor put where a reason belongs. */
export function toText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return stringifyJson(value);
}

/** `data` declared as an array of one object, sent as the object itself: accept both. */
export function unwrapData(data: unknown): unknown {
  if (Array.isArray(data)) return data.length === 0 ? null : data.length === 1 ? data[0] : data;
  return data;
}

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

/** An id in a response (number, digits, or lossless text) as the string Opsdesk keeps; null if absent. */
export function idOrNull(value: unknown): string | null {
  return idToString(value);
}

/** Zod pieces for lenient response parsing: ids and counts arrive as numbers or strings. */
export const respId = z.unknown().optional().transform((v) => idToString(v) ?? (typeof v === 'string' ? v : null));
export const respCount = z.unknown().optional().transform((v) => toCount(v));
export const respText = z.unknown().optional().transform((v) => (v === null || v === undefined ? null : toText(v)));
