// Field builders whose errors read as "<path>: <reason>" for a warehouse clerk, not as zod's defaults.
import { z } from 'zod';
import { idToString, LosslessNumber } from '../json/lossless';
import { customIssue, isIssueCode, issue, issueEnglish, type IssueCode, type IssueParams, type IssueValues } from './issue-codes';

type Issue = { input?: unknown; params?: unknown };
/**
 * Error for a value of the wrong type (`code`), or `required` when the key is missing. zod keeps only the text
 * an error map returns, so the code rides on the raw issue's `params`, which zod copies into the final issue.
 */
export const need =
  (code: IssueCode, values: IssueValues = {}) =>
  (iss: Issue): string => {
    const params: IssueParams = iss.input === undefined ? { code: 'required', values: {} } : { code, values };
    iss.params = params;
    return issueEnglish(params.code, params.values);
  };

/** Non-blank text (the client never sends whitespace-only strings, notes §2.7). */
export function text(opts: { max?: number; min?: number } = {}) {
  const max = opts.max ?? 1000;
  const min = opts.min ?? 1;
  return z
    .string({ error: need('notText') })
    // Not an aborting check: an aborted field stops every object-level rule (a US province), and each rule
    // must report. The length rule leaves blank text to this one.
    .refine((s) => s.trim().length > 0, issue('blank'))
    .refine((s) => s.trim().length === 0 || (s.length >= min && s.length <= max), min > 1 ? issue('rangeChars', { min, max }) : issue('maxChars', { max }));
}

/** Optional text: an absent key or an empty string both mean "not given" and the key is left out. */
export function optionalText(opts: { max?: number } = {}) {
  const max = opts.max ?? 1000;
  return z
    .string({ error: need('notText') })
    .refine((s) => s.length <= max, issue('maxChars', { max }))
    .optional()
    .transform((s) => (s === undefined || s.trim() === '' ? undefined : s));
}

function digitsOf(v: string | number, ctx: z.RefinementCtx): string {
  const id = typeof v === 'string' ? idToString(v.trim()) : idToString(v);
  if (id === null || id.startsWith('-')) {
    ctx.addIssue(customIssue('id', {}, v));
    return z.NEVER;
  }
  return id;
}

/** An id Opsdesk keeps and sends as a string of digits. */
export function idText() {
  return z.union([z.string(), z.number()], { error: need('id') }).transform(digitsOf);
}

/**
 * An id the specification types as integer: validated as digits, written to the body as a bare number with
 * exact digits (a LosslessNumber never passes through a double).
 */
export function idNumber() {
  return idText().transform((s, ctx) => {
    // JSON has no integer with leading zeros (and LosslessNumber refuses one): say so instead of throwing.
    if (/^0\d/.test(s)) {
      ctx.addIssue(customIssue('idLeadingZeros', {}, s));
      return z.NEVER;
    }
    return new LosslessNumber(s);
  });
}

/** An integer within bounds, from a number or from digits typed into a grid cell. */
export function int(opts: { min?: number; max?: number } = {}) {
  const { min, max } = opts;
  const [code, values]: [IssueCode, IssueValues] =
    min !== undefined && max !== undefined
      ? ['intRange', { min, max }]
      : min !== undefined
        ? ['intMin', { min }]
        : max !== undefined
          ? ['intMax', { max }]
          : ['int', {}];
  return z.union([z.number(), z.string()], { error: need(code, values) }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : /^\s*-?\d+\s*$/.test(v) ? Number(v) : Number.NaN;
    if (!Number.isSafeInteger(n) || (min !== undefined && n < min) || (max !== undefined && n > max)) {
      ctx.addIssue(customIssue(code, values, v));
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
    .string({ error: need('dateTime') })
    .refine((s) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(s) && !Number.isNaN(Date.parse(s.replace(' ', 'T'))), issue('dateTime'));
}

/** A list field of a batch: at least one element and at most `max`. */
export function list<T extends z.ZodType>(item: T, max: number, min = 1) {
  return z
    .array(item, { error: need('notList') })
    .refine((a) => a.length >= min, min === 1 ? issue('empty') : issue('minItems', { min }))
    .refine((a) => a.length <= max, issue('maxItems', { max }));
}

/** A field issue: where, which rule (code and values), and the rule's English text for logs. */
export interface ValidationIssue {
  path: string;
  message: string;
  code: IssueCode;
  values: IssueValues;
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

function paramsOf(iss: z.core.$ZodIssue): IssueParams | null {
  const params = 'params' in iss ? (iss.params as Partial<IssueParams> | undefined) : undefined;
  if (!params || !isIssueCode(params.code)) return null;
  return { code: params.code, values: params.values ?? {} };
}

/** One zod issue as a coded issue; a text zod wrote itself becomes `other`, carried as written. */
export function toValidationIssue(iss: z.core.$ZodIssue): ValidationIssue {
  const params = paramsOf(iss);
  const path = formatPath(iss.path);
  return params ? { path, message: iss.message, code: params.code, values: params.values } : { path, message: iss.message, code: 'other', values: { text: iss.message } };
}

export function toValidationIssues(error: z.ZodError): ValidationIssue[] {
  return error.issues.map(toValidationIssue);
}

/** An issue made on the spot (not by a schema), e.g. a duplicate row. */
export function codedIssue(path: string, code: IssueCode, values: IssueValues = {}): ValidationIssue {
  return { path, message: issueEnglish(code, values), code, values };
}
