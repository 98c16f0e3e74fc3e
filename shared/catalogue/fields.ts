// Field builders whose errors read as "<path>: <reason>" for a warehouse clerk, not as zod's defaults.
import { z } from 'zod';
import { idToString, LosslessNumber } from '../json/lossless';

type Issue = { input?: unknown };
/** Error text for a value of the wrong type, or "is required" when the key is missing. */
export const need = (what: string) => (iss: Issue) => (iss.input === undefined ? 'is required' : `must be ${what}`);

/** Non-blank text (the client never sends whitespace-only strings, notes §2.7). */
export function text(opts: { max?: number; min?: number } = {}) {
  const max = opts.max ?? 1000;
  const min = opts.min ?? 1;
  return z
    .string({ error: need('text') })
    // Not an aborting check: an aborted field stops every object-level rule (a US province), and each rule
    // must report. The length rule leaves blank text to this one.
    .refine((s) => s.trim().length > 0, { error: 'must not be blank' })
    .refine((s) => s.trim().length === 0 || (s.length >= min && s.length <= max), {
      error: min > 1 ? `must be ${min} to ${max} characters` : `must be at most ${max} characters`,
    });
}

/** Optional text: an absent key or an empty string both mean "not given" and the key is left out. */
export function optionalText(opts: { max?: number } = {}) {
  const max = opts.max ?? 1000;
  return z
    .string({ error: need('text') })
    .refine((s) => s.length <= max, { error: `must be at most ${max} characters` })
    .optional()
    .transform((s) => (s === undefined || s.trim() === '' ? undefined : s));
}

function digitsOf(v: string | number, ctx: z.RefinementCtx): string {
  const id = typeof v === 'string' ? idToString(v.trim()) : idToString(v);
  if (id === null || id.startsWith('-')) {
    ctx.addIssue({ code: 'custom', message: 'must be a whole-number id (digits only)', input: v });
    return z.NEVER;
  }
  return id;
}

/** An id Opsdesk keeps and sends as a string of digits. */
export function idText() {
  return z.union([z.string(), z.number()], { error: need('a whole-number id (digits only)') }).transform(digitsOf);
}

/**
 * An id the specification types as integer: validated as digits, written to the body as a bare number with
 * exact digits (a LosslessNumber never passes through a double).
 */
export function idNumber() {
  return idText().transform((s, ctx) => {
    // JSON has no integer with leading zeros (and LosslessNumber refuses one): say so instead of throwing.
    if (/^0\d/.test(s)) {
      ctx.addIssue({ code: 'custom', message: 'must be a whole-number id without leading zeros', input: s });
      return z.NEVER;
    }
    return new LosslessNumber(s);
  });
}

/** An integer within bounds, from a number or from digits typed into a grid cell. */
export function int(opts: { min?: number; max?: number } = {}) {
  const { min, max } = opts;
  const range =
    min !== undefined && max !== undefined
      ? `an integer from ${min} to ${max}`
      : min !== undefined
        ? `an integer >= ${min}`
        : max !== undefined
          ? `an integer <= ${max}`
          : 'an integer';
  return z.union([z.number(), z.string()], { error: need(range) }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : /^\s*-?\d+\s*$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isSafeInteger(n) || (min !== undefined && n < min) || (max !== undefined && n > max)) {
      ctx.addIssue({ code: 'custom', message: `must be ${range}`, input: v });
      return z.NEVER;
    }
    return n;
  });
}

/** A non-negative integer carried as text on the wire (e.g. retailx adjust_value, cargo box counts). */
export function countText(opts: { min?: number } = {}) {
  return int({ min: opts.min ?? 0 }).transform((n) => String(n));
}

/** A date-time in the vendor's `yyyy-MM-dd HH:mm:ss` form. */
export function dateTimeText() {
  return z
    .string({ error: need('a date-time yyyy-MM-dd HH:mm:ss') })
    .refine((s) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(s) && !Number.isNaN(Date.parse(s.replace(' ', 'T'))), {
      error: 'must be a date-time yyyy-MM-dd HH:mm:ss',
    });
}

/** A list field of a batch: at least one element and at most `max`. */
export function list<T extends z.ZodType>(item: T, max: number, min = 1) {
  return z
    .array(item, { error: need('a list') })
    .refine((a) => a.length >= min, { error: min === 1 ? 'must not be empty' : `must hold at least ${min} elements` })
    .refine((a) => a.length <= max, { error: `must hold at most ${max} elements` });
}

export interface ValidationIssue {
  path: string;
  message: string;
}

/** `queue_list[3].quantity` from zod's path array. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out === '' ? String(part) : `.${String(part)}`;
  }
  return out === '' ? '(body)' : out;
}

export function toValidationIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map((issue) => ({ path: formatPath(issue.path), message: issue.message }));
}
