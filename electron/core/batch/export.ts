// A job's result table as a file the user keeps: CSV for a spreadsheet, JSON for tools. The CSV names each row as
// the screens do, by its item (MSKU id, variant id, sid · confirmation id, order ids, list code: describe-item.ts)
// with the values sent, then its outcome and why, headers, statuses and reasons in the reader's language (the
// vendor's own words kept beside a translated code), every cell by the shared rule (shared/csv/csv-field.ts) so it
// opens exactly: ids as text, the send count and sent quantities as numbers, nothing run as a formula.
import { isIdentifierAt } from '../../../shared/catalogue/fields';
import { issueText } from '../../../shared/catalogue/issue-texts';
import { isRowReasonCode, ROW_REASON_TEXTS, VENDOR_WORDS_CODES } from '../../../shared/catalogue/reason-codes';
import { batchOperationOf, rowSchemaOf } from '../../../shared/catalogue/row-validation';
import { csvField } from '../../../shared/csv/csv-field';
import { errorCodeInfo } from '../../../shared/errors/codes';
import { stringifyJson } from '../../../shared/json/lossless';
import type { RowStatus } from '../../../shared/ipc/operations';
import { isLocalCode, localMessage, type Locale } from '../messages';
import type { JobResult, RowResult } from '../job/types';

export type ExportFormat = 'csv' | 'json';

const WORDS = {
  en: {
    item: 'Item',
    status: 'Status',
    reason: 'Reason',
    code: 'Code',
    requestId: 'Request id',
    sends: 'Sends',
    settledBy: 'Settled by',
    details: 'Details',
    noItem: 'row {key}',
    status_: { pending: 'Not sent', succeeded: 'Succeeded', failed: 'Failed', unknown: 'Unknown', invalid: 'Invalid' } satisfies Record<RowStatus, string>,
    settled: { reconcile: 'reading back', user: 'you' },
    translated: '{reason} ({translation})',
  },
  'zh-CN': {
    item: '项目',
    status: '状态',
    reason: '原因',
    code: '代码',
    requestId: '请求 ID',
    sends: '发送次数',
    settledBy: '确认方式',
    details: '详情',
    noItem: '行 {key}',
    status_: { pending: '未发送', succeeded: '成功', failed: '失败', unknown: '结果未知', invalid: '无效' } satisfies Record<RowStatus, string>,
    settled: { reconcile: '回查', user: '您的确认' },
    translated: '{reason}（{translation}）',
  },
} as const;

/** A row's code in the reader's language: Opsdesk's row codes, the vendor's error codes, Opsdesk's own errors. */
function codeWords(code: string, locale: Locale): { translation: string; keepsVendorWords: boolean } {
  if (isRowReasonCode(code)) return { translation: ROW_REASON_TEXTS[locale][code], keepsVendorWords: VENDOR_WORDS_CODES.has(code) };
  const vendor = errorCodeInfo(code);
  if (vendor) return { translation: locale === 'zh-CN' ? vendor.zh : vendor.en, keepsVendorWords: true };
  if (isLocalCode(code)) return { translation: localMessage(code, locale), keepsVendorWords: false };
  return { translation: code, keepsVendorWords: true };
}

/** Why the row ended as it did: its issues (refused before sending), or its code worded with the vendor's words beside. */
function reasonOf(r: RowResult, locale: Locale): string {
  if (r.issues && r.issues.length > 0) {
    return r.issues.map((i) => `${i.path} ${issueText(locale, i)}`).join('; ');
  }
  if (r.code === null) return r.reason ?? '';
  const { translation, keepsVendorWords } = codeWords(r.code, locale);
  const words = keepsVendorWords ? r.reason : null;
  return words && words !== translation ? WORDS[locale].translated.replace('{reason}', words).replace('{translation}', translation) : translation;
}

/** The sent fields in the order rows first show them. */
function sentFieldsOf(rows: readonly RowResult[]): string[] {
  const fields = new Set<string>();
  for (const r of rows) for (const f of Object.keys(r.sent ?? {})) fields.add(f);
  return [...fields];
}

export function exportResult(result: JobResult, format: ExportFormat, locale: Locale = 'en'): string {
  if (format === 'json') return stringifyJson({ summary: result.summary, rows: result.rows });
  const w = WORDS[locale];
  const sentFields = sentFieldsOf(result.rows);
  // A sent value is a number cell unless the catalogue says its field names an item (an id stays text).
  const op = batchOperationOf(result.summary.operation);
  const numeric = sentFields.map((f) => !(op && isIdentifierAt(rowSchemaOf(op), f)));
  const header = [w.item, ...sentFields, w.status, w.reason, w.code, w.requestId, w.sends, w.settledBy, w.details];
  const lines = [header.map((h) => csvField(h)).join(',')];
  for (const r of result.rows) {
    const info = r.info ? Object.entries(r.info).map(([k, v]) => `${k}=${v}`).join('; ') : '';
    const cells = [
      csvField(r.item ?? w.noItem.replace('{key}', r.key)),
      ...sentFields.map((f, i) => csvField(r.sent?.[f] ?? '', { number: numeric[i] })),
      csvField(w.status_[r.status]),
      csvField(reasonOf(r, locale)),
      csvField(r.code ?? ''),
      csvField(r.requestId ?? ''),
      csvField(String(r.sends), { number: true }),
      csvField(r.resolvedBy ? w.settled[r.resolvedBy] : ''),
      csvField(info),
    ];
    lines.push(cells.join(','));
  }
  // BOM: Excel reads UTF-8 (Chinese reasons) correctly only with it.
  return '\uFEFF' + lines.join('\r\n') + '\r\n';
}
