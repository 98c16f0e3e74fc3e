// Texts of the shared results table (every write screen and Activity), in en and zh-CN.
import { ROW_REASON_CODES, ROW_REASON_TEXTS, type RowReasonCode } from '../../../../shared/catalogue/reason-codes';
import { defineMessages } from '../../i18n/define';

/** Each row reason code's words, from the table the core's job export uses too (shared/catalogue/reason-codes.ts). */
const codeTexts = (locale: 'en' | 'zh-CN') =>
  Object.fromEntries(ROW_REASON_CODES.map((code) => [`jobResults.code.${code}`, ROW_REASON_TEXTS[locale][code]])) as Record<`jobResults.code.${RowReasonCode}`, string>;

export const jobResultsMessages = defineMessages(
  {
    'jobResults.table': 'Results',
    'jobResults.item': 'Item',
    'jobResults.status': 'Status',
    'jobResults.reason': 'Reason',
    'jobResults.details': 'Details',
    'jobResults.empty': 'No row to show.',
    'jobResults.loadingRow': 'Loading…',
    'jobResults.noItem': 'row {key}',
    'jobResults.request': 'request {request}',
    'jobResults.sends': '{count, plural, =0 {never sent} one {sent once} other {sent # times}}',
    'jobResults.resolved.reconcile': 'settled by reading back',
    'jobResults.resolved.user': 'decided by you',
    'jobResults.state.invalid': 'Invalid',
    ...codeTexts('en'),
  },
  {
    'jobResults.table': '结果',
    'jobResults.item': '项目',
    'jobResults.status': '状态',
    'jobResults.reason': '原因',
    'jobResults.details': '详情',
    'jobResults.empty': '没有可显示的行。',
    'jobResults.loadingRow': '正在载入…',
    'jobResults.noItem': '行 {key}',
    'jobResults.request': '请求 {request}',
    'jobResults.sends': '{count, plural, =0 {未发送} other {已发送 # 次}}',
    'jobResults.resolved.reconcile': '已通过回查确认',
    'jobResults.resolved.user': '已由您确认',
    'jobResults.state.invalid': '无效',
    ...codeTexts('zh-CN'),
  },
);
