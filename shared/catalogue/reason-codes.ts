// Codes a row's outcome carries instead of a sentence. A reason the vendor wrote in its own words travels as
// that text beside ITEM_FAILED / ITEM_UNCERTAIN and is shown as it came; a reason Opsdesk itself states has
// its own code here, so every screen words it in the reader's language (the English text stays for logs).
import { errorCodeInfo } from '../errors/codes';

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

/** The words of each code for the people who read them: the renderer's `jobResults.code.*` and the job export. */
export const ROW_REASON_TEXTS: Readonly<Record<'en' | 'zh-CN', Readonly<Record<RowReasonCode, string>>>> = {
  en: {
    ITEM_FAILED: 'The service refused this item.',
    ITEM_UNCERTAIN: 'The answer did not say what happened to this item.',
    ITEM_NOT_PICKABLE: 'Only lists awaiting shipment and not yet picked can be picked.',
    ITEM_NOT_PAIRED: 'This id is not paired.',
    ITEM_NOT_FOUND: 'The service has no such item.',
    ITEM_ADJUSTMENT_PENDING: 'The previous stock change of this item is still being applied; try again later.',
    ITEM_NOTHING_MERGEABLE: 'None of these orders can be merged with each other.',
    ITEM_ALIAS_TAKEN: 'Another address of this store already uses this alias.',
    ITEM_NO_REASON: 'The service refused this item and gave no reason.',
    ITEM_NO_ENTRY: 'The answer does not mention this item; whether it was applied is unknown.',
    ITEM_UNTIED_FAILURE: 'The service reported failures it did not tie to any item sent; check this one.',
    ITEM_NO_RESULT_ID: 'The answer lacks the id this operation returns; whether it was applied is unknown.',
    INTERRUPTED: 'Opsdesk stopped while this request was out; whether it was applied is unknown.',
    JOURNAL_DAMAGED: 'The journal lost the record of this row; it may have been sent.',
    UNRESOLVED: 'Reading back could not tell whether it was applied.',
  },
  'zh-CN': {
    ITEM_FAILED: '服务拒绝了此项。',
    ITEM_UNCERTAIN: '响应未说明此项的结果。',
    ITEM_NOT_PICKABLE: '只有待发货且未拣货的发货单可以拣货。',
    ITEM_NOT_PAIRED: '该 ID 未配对。',
    ITEM_NOT_FOUND: '服务中没有此项。',
    ITEM_ADJUSTMENT_PENDING: '该商品上一次库存调整尚未完成，请稍后再试。',
    ITEM_NOTHING_MERGEABLE: '这些订单之间没有可合并的。',
    ITEM_ALIAS_TAKEN: '该店铺的另一个地址已使用此别名。',
    ITEM_NO_REASON: '服务拒绝了此项，未说明原因。',
    ITEM_NO_ENTRY: '响应中没有此项，是否生效未知。',
    ITEM_UNTIED_FAILURE: '服务报告了无法对应到所发送项目的失败，请检查此项。',
    ITEM_NO_RESULT_ID: '响应缺少此操作应返回的编号，是否生效未知。',
    INTERRUPTED: '请求发出期间 Opsdesk 已停止，是否生效未知。',
    JOURNAL_DAMAGED: '日志丢失了此行的记录，它可能已发送。',
    UNRESOLVED: '回查无法确定是否已生效。',
  },
};

/**
 * Refusals that sending the same row again cannot change: the item itself is not in a state the operation takes
 * (a list not awaiting shipment, an id not paired, an alias another address uses). "Retry failed" leaves them out
 * and the row says what to change instead; every other refusal may succeed another time (a stock change still
 * being applied, a refusal without a reason, a setting fixed since).
 */
export const FIX_THE_ROW_CODES = ['ITEM_NOT_PICKABLE', 'ITEM_NOT_PAIRED', 'ITEM_NOT_FOUND', 'ITEM_NOTHING_MERGEABLE', 'ITEM_ALIAS_TAKEN'] as const satisfies readonly RowReasonCode[];
export type FixTheRowCode = (typeof FIX_THE_ROW_CODES)[number];
const FIX_THE_ROW: ReadonlySet<string> = new Set<string>(FIX_THE_ROW_CODES);

/** Whether a refusal with this code is worth sending again unchanged (vendor codes: by their action, shared/errors/codes.ts). */
export function isRetryableRefusal(code: string | null | undefined): boolean {
  if (code === null || code === undefined) return true;
  if (FIX_THE_ROW.has(code) || code === 'INVALID_INPUT') return false;
  // The service rejected a parameter (102), or Opsdesk built a request the gateway refuses: the same row fails again.
  const vendor = errorCodeInfo(code);
  return !vendor || (vendor.action !== 'report-bug' && vendor.code !== '102');
}

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
