// Validation issues as a code and values, so each layer words them in its reader's language from the code and
// nothing downstream has to recognise an English sentence. The English text stays beside the code for logs and
// for readers that know no code (an old journal, a text from outside the catalogue).
import { z } from 'zod';

export const ISSUE_CODES = [
  'required',
  'blank',
  'empty',
  'notText',
  'notList',
  'maxChars',
  'rangeChars',
  'id',
  'idLeadingZeros',
  /** An id a spreadsheet shortened to scientific notation (1.38400326137586E+17): its last digits are gone. */
  'idScientific',
  // A cell that cannot be read as its column's kind (shared/sheets/cell-values.ts), before the row's own rules.
  /** Not a number at all. */
  'notANumber',
  /** A non-zero fraction where a whole number is required. */
  'notWhole',
  /** Grouping marks in the wrong places ("1,2"). */
  'badGrouping',
  /** A date whose day and month cannot be told apart (03/04/2024). */
  'ambiguousDate',
  /** An id a file held as a number cell too long to keep exactly (16 digits or more): its last digits are gone. */
  'idStoredAsNumber',
  'int',
  'intRange',
  'intMin',
  'intMax',
  'dateTime',
  'decimal',
  'minItems',
  'tooFewInRequest',
  'cannotSendAlone',
  'maxItems',
  'maxValues',
  'oneOf',
  'yesNo',
  'country',
  'usState',
  'platformCode',
  'platformNotUnpairable',
  'platformNotMergeable',
  'notObject',
  'duplicateItem',
  /** A row a newer job took over (the ledger): never sent by its own job again. */
  'superseded',
  'appId',
  'ascii',
  'unsafe',
  /** Zero-width characters, a byte-order mark or half of a surrogate pair: a name that looks like another. */
  'invisible',
  'url',
  'https',
  'urlExtras',
  /** A scheme typed after another (`https://http://…`): the address would be read with `http` as its host. */
  'urlTwoSchemes',
  'spaces',
  /** A text from outside this table (a zod default, an old journal): shown as written, values.text. */
  'other',
] as const;
export type IssueCode = (typeof ISSUE_CODES)[number];

// Unbounded on purpose: the journal parses issues back with this schema, and a long text must not read as damage.
export const issueValuesSchema = z.record(z.string(), z.union([z.string(), z.number()]));
export type IssueValues = z.infer<typeof issueValuesSchema>;

const str = (v: IssueValues, k: string): string => String(v[k] ?? '');

/** The English wording of each code: what `message` holds, and what logs and the CLI print. */
const ENGLISH: Record<IssueCode, (v: IssueValues) => string> = {
  required: () => 'is required',
  blank: () => 'must not be blank',
  empty: () => 'must not be empty',
  notText: () => 'must be text',
  notList: () => 'must be a list',
  maxChars: (v) => `must be at most ${str(v, 'max')} characters`,
  rangeChars: (v) => `must be ${str(v, 'min')} to ${str(v, 'max')} characters`,
  id: () => 'must be a whole-number id (digits only)',
  idLeadingZeros: () => 'must be a whole-number id without leading zeros',
  idScientific: () => 'is an id a spreadsheet shortened to scientific notation, so its last digits are lost; format the column as text and export again',
  notANumber: () => 'is not a number',
  notWhole: () => 'must be a whole number, without decimals',
  badGrouping: () => 'has thousands separators in the wrong places',
  ambiguousDate: () => 'could be day/month or month/day: write it as yyyy-MM-dd',
  idStoredAsNumber: () => 'was stored in the file as a number, so its last digits are lost (a spreadsheet keeps 15); format the column as text and export again',
  int: () => 'must be an integer',
  intRange: (v) => `must be an integer from ${str(v, 'min')} to ${str(v, 'max')}`,
  intMin: (v) => `must be an integer >= ${str(v, 'min')}`,
  intMax: (v) => `must be an integer <= ${str(v, 'max')}`,
  dateTime: () => 'must be a date-time yyyy-MM-dd HH:mm:ss',
  decimal: () => 'must be a decimal number such as 12.50',
  minItems: (v) => `must hold at least ${str(v, 'min')} elements`,
  tooFewInRequest: (v) => `must hold at least ${str(v, 'min')} elements in one request (${str(v, 'count')} would be sent)`,
  cannotSendAlone: (v) => `cannot be sent alone: ${str(v, 'field')} must hold at least ${str(v, 'min')} elements in one request (${str(v, 'count')} would be sent)`,
  maxItems: (v) => `must hold at most ${str(v, 'max')} elements`,
  maxValues: (v) => `must hold at most ${str(v, 'max')} values`,
  oneOf: (v) => `must be one of ${str(v, 'values')}`,
  yesNo: () => 'must be "1" (needed) or "0" (not needed)',
  country: () => 'must be a 2-letter country code (e.g. US)',
  usState: () => 'must be a 2-letter state code (e.g. CA) for the United States',
  platformCode: () => 'must be a numeric platform code',
  platformNotUnpairable: () => 'is not served by un-pairing by MSKU ID (supported: see spec 4.4); use the un-pairing by MSKU operation',
  platformNotMergeable: (v) => `is not supported by order merging (${str(v, 'platforms')} are not)`,
  notObject: () => 'must be an object of fields',
  duplicateItem: (v) => `is the same item as row "${str(v, 'row')}"`,
  superseded: (v) => `was sent again in job ${str(v, 'job')}; this job does not send it`,
  appId: () => 'must be exactly 16 characters (the vendor issues 16-character app ids)',
  ascii: () => 'must be printable ASCII letters, digits or symbols (no spaces, no other scripts)',
  unsafe: () => 'must not contain control characters or invisible direction marks',
  invisible: () => 'must not contain invisible characters (zero-width joiners or spaces, a byte-order mark) or a broken character',
  url: (v) => `must be a URL such as ${str(v, 'example')}`,
  https: () => 'must use https:// (plain http:// only for 127.0.0.1 or localhost)',
  urlExtras: () => 'must not carry credentials, a query or a fragment',
  urlTwoSchemes: () => 'starts with two schemes (such as https://http://): keep only one',
  spaces: () => 'must not start or end with spaces',
  other: (v) => str(v, 'text'),
};

export function issueEnglish(code: IssueCode, values: IssueValues = {}): string {
  return ENGLISH[code](values);
}

export const isIssueCode = (v: unknown): v is IssueCode => typeof v === 'string' && (ISSUE_CODES as readonly string[]).includes(v);

/** What a zod issue carries in `params` so toValidationIssues can read its code back. */
export interface IssueParams {
  code: IssueCode;
  values: IssueValues;
}

/** Options for `.refine()` / `.min()` / `.max()`: the English text plus the code and values in `params`. */
export function issue(code: IssueCode, values: IssueValues = {}): { error: string; params: IssueParams } {
  return { error: issueEnglish(code, values), params: { code, values } };
}

/** The same for `ctx.addIssue` in a transform or superRefine. */
export function customIssue(code: IssueCode, values: IssueValues = {}, input?: unknown) {
  return { code: 'custom' as const, message: issueEnglish(code, values), params: { code, values }, input };
}

/** A field issue as it crosses every layer: path, code and values, and the English text for logs. */
export const validationIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
  // Optional: journals written before codes existed hold only the text; such an issue reads as `other`.
  code: z.enum(ISSUE_CODES).optional(),
  values: issueValuesSchema.optional(),
});
export type ValidationIssueShape = z.infer<typeof validationIssueSchema>;
