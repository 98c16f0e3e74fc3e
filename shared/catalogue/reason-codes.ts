// Codes a row's outcome carries instead of a sentence. A reason the vendor wrote in its own words travels as
// that text beside ITEM_FAILED / ITEM_UNCERTAIN and is shown as it came; a reason Opsdesk itself states has
// its own code here, so every screen words it in the reader's language (the English text stays for logs).
/** Codes whose `reason` is the vendor's own words (shown as they came, beside the translated code). */
const VENDOR_WORDS = [
  /** The vendor refused the item; `reason` holds its words. */
  'ITEM_FAILED',
  /** The answer did not say for sure; `reason` holds the vendor's words if any. */
  'ITEM_UNCERTAIN',
  /** Vendor refusals it words the same way every time (vendor notes §6); `reason` keeps its words. */
  'ITEM_NOT_PICKABLE',
  'ITEM_NOT_PAIRED',
  'ITEM_NOT_FOUND',
  'ITEM_ADJUSTMENT_PENDING',
  'ITEM_NOTHING_MERGEABLE',
  /** The ship-from alias is used by another address of the store (vendor notes §6). */
  'ITEM_ALIAS_TAKEN',
] as const;

export const ROW_REASON_CODES = [
  ...VENDOR_WORDS,
  /** The vendor refused the item and gave no reason. */
  'ITEM_NO_REASON',
  /** The answer lists items but not this one. */
  'ITEM_NO_ENTRY',
  /** The vendor reported failures that name no item Opsdesk sent. */
  'ITEM_UNTIED_FAILURE',
  /** The answer lacks the id the operation returns (cargo's inbound order id). */
  'ITEM_NO_RESULT_ID',
  'INTERRUPTED',
  'JOURNAL_DAMAGED',
  'UNRESOLVED',
] as const;
export type RowReasonCode = (typeof ROW_REASON_CODES)[number];

export const VENDOR_WORDS_CODES: ReadonlySet<string> = new Set<RowReasonCode>(VENDOR_WORDS);

/**
 * The vendor's fixed refusal texts (vendor notes §6) and the code each means. This is the one place that reads
 * the vendor's words: the core gives the row the code when the answer arrives, and no screen looks at the text.
 */
const VENDOR_REFUSALS: ReadonlyArray<[RegExp, RowReasonCode]> = [
  [/待发货.*未拣货/, 'ITEM_NOT_PICKABLE'],
  [/alias_name\b.*already used|别名.*(?:重复|已存在|已被使用)/i, 'ITEM_ALIAS_TAKEN'],
  [/not paired|未配对/i, 'ITEM_NOT_PAIRED'],
  [/no listing with this|not found|不存在/i, 'ITEM_NOT_FOUND'],
  [/库存调整未完成/, 'ITEM_ADJUSTMENT_PENDING'],
  [/无可合并/, 'ITEM_NOTHING_MERGEABLE'],
];

/** The code of a refusal the vendor words in a known way, or null (the row keeps ITEM_FAILED). */
export function vendorRefusalCode(reason: string | null): RowReasonCode | null {
  if (!reason) return null;
  return VENDOR_REFUSALS.find(([re]) => re.test(reason))?.[1] ?? null;
}

export const isRowReasonCode = (v: unknown): v is RowReasonCode => typeof v === 'string' && (ROW_REASON_CODES as readonly string[]).includes(v);
