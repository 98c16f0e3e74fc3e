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

/**
 * Fields whose value names an item (an id, an MSKU, a code) rather than counting or describing it. What a column
 * of a grid means comes from here (`isIdentifierAt`): such a value is never rounded or read as a number, an
 * import refuses one a spreadsheet stored as a number, and an export writes it as text.
 */
const identifiers = z.registry<{ identifier: true }>();

function markIdentifier<T extends z.ZodType>(schema: T): T {
  identifiers.add(schema, { identifier: true });
  return schema;
}

/**
 * A number as spreadsheets write one they shortened (`1.38400326137586E+17`: one digit, the point, the mantissa's
 * other digits, E+ and the exponent). Excel, WPS, LibreOffice and Sheets all write it so; no id or code does.
 */
export const SHORTENED_NUMBER = /^\s*[+-]?\d(?:\.\d+)?[eE]\+\d{1,3}\s*$/;

function digitsOf(v: string | number, ctx: z.RefinementCtx): string {
  const id = typeof v === 'string' ? idToString(v.trim()) : idToString(v);
  if (id === null || id.startsWith('-')) {
    ctx.addIssue(customIssue(typeof v === 'string' && SHORTENED_NUMBER.test(v) ? 'idScientific' : 'id', {}, v));
    return z.NEVER;
  }
  return id;
}

/** An id Opsdesk keeps and sends as a string of digits. */
export function idText() {
  return markIdentifier(z.union([z.string(), z.number()], { error: need('id') }).transform(digitsOf));
}

const ID_TEXT = idText();
/** The one rule of a digits id, for a form field the catalogue does not check row by row (a store id typed above a grid). */
export function isIdText(value: string): boolean {
  return ID_TEXT.safeParse(value).success;
}

/** An id or code that is text (an MSKU id, a warehouse id, a GTIN: not always digits), as `text()` checks it. */
export function identifierText(opts: { max?: number; min?: number } = {}) {
  return markIdentifier(text(opts).refine((s) => !SHORTENED_NUMBER.test(s), issue('idScientific')));
}

/** An optional id or code: as `optionalText()`. */
export function optionalIdentifierText(opts: { max?: number } = {}) {
  const max = opts.max ?? 1000;
  return markIdentifier(
    z
      .string({ error: need('notText') })
      .refine((s) => s.length <= max, issue('maxChars', { max }))
      .refine((s) => !SHORTENED_NUMBER.test(s), issue('idScientific'))
      .optional()
      .transform((s) => (s === undefined || s.trim() === '' ? undefined : s)),
  );
}

/** Marks a schema built elsewhere (a list element that is an id) as naming an item. */
export function identifier<T extends z.ZodType>(schema: T): T {
  return markIdentifier(schema);
}

/** The schema under wrappers that do not change what a value means (optional, nullable, default, a transform). */
function* layers(schema: z.ZodType): Generator<z.ZodType> {
  let s: z.ZodType | undefined = schema;
  for (let depth = 0; s && depth < 20; depth++) {
    yield s;
    const def = s._zod.def as { type: string; innerType?: z.ZodType; in?: z.ZodType };
    s = def.type === 'pipe' ? def.in : def.innerType;
  }
}

/** The object schema's field at a dotted path (`''`: the schema itself), or null. */
function fieldAt(schema: z.ZodType, path: string): z.ZodType | null {
  let node: z.ZodType | null = schema;
  for (const key of path === '' ? [] : path.split('.')) {
    let next: z.ZodType | null = null;
    for (const layer of layers(node)) {
      const def = layer._zod.def as { type: string; shape?: Record<string, z.ZodType> };
      if (def.type === 'object' && def.shape) {
        next = def.shape[key] ?? null;
        break;
      }
    }
    if (!next) return null;
    node = next;
  }
  return node;
}

/** The keys of an object schema under its wrappers (a row's fields, for a reader of sheets to name columns), or null. */
export function objectKeysOf(schema: z.ZodType): string[] | null {
  for (const layer of layers(schema)) {
    const def = layer._zod.def as { type: string; shape?: Record<string, z.ZodType> };
    if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  }
  return null;
}

/** Schema kinds holding several values: no one cell of a sheet gives one. */
const COMPOUND = new Set(['object', 'array', 'record', 'tuple', 'map', 'set']);

function isScalar(schema: z.ZodType, depth: number): boolean {
  for (const layer of layers(schema)) {
    const def = layer._zod.def as { type: string; options?: readonly z.ZodType[] };
    if (COMPOUND.has(def.type)) return false;
    // A choice of several forms (a yes/no as text or number) is one value when each of its forms is.
    if (def.type === 'union' && def.options) return depth < 5 && def.options.every((o) => isScalar(o, depth + 1));
  }
  return true;
}

/** Whether the field at `path` (`''`: the schema itself) holds one value, as a sheet's cell gives it: not a list or a group of fields. */
export function isScalarAt(schema: z.ZodType, path: string): boolean {
  const field = fieldAt(schema, path);
  return field !== null && isScalar(field, 0);
}

/** Whether the field at `path` of `schema` (a row or a list element) names an item (see `identifiers`). */
export function isIdentifierAt(schema: z.ZodType, path: string): boolean {
  const field = fieldAt(schema, path);
  if (!field) return false;
  for (const layer of layers(field)) if (identifiers.has(layer)) return true;
  return false;
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
