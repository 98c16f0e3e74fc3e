// What a sync says to its user, en and zh-CN: why a file or a run was refused before anything was sent, and why
// a row was held back. Codes are stable (scripts read them); texts take `{name}` values.
import { codedTexts, CodedError, type MessageValues } from '../messages';

const EN = {
  FILE_UNSUPPORTED: '{file} is not a file a sync reads (CSV, TSV, TXT, XLSX, XLSM, XLS or ODS).',
  FILE_NOT_FOUND: '{file} cannot be read: {reason}',
  FILE_TOO_LARGE: '{file} is larger than {limit} MB.',
  FILE_NOT_EXCEL: '{file} is not an Excel workbook (an .xlsx file is a zip, and this one is not).',
  FILE_UNZIPS_TOO_LARGE: '{file} would unpack to {declared} MB, more than the {limit} MB a workbook may take; nothing was read.',
  FILE_UNREADABLE: '{file} could not be read: {reason}',
  FILE_TOO_MANY_ROWS: '{file} holds {rows} rows; one run takes at most {max} (the most one job sends). Split it into parts.',
  FILE_NO_DATA: '{file} has no sheet with data.',
  SHEET_NOT_FOUND: '{file} has no sheet named "{sheet}" (it has: {sheets}).',
  NO_COLUMNS: 'No column of {file} names a field of {operation} (fields: {fields}; headers: {headers}). Give a mapping file.',
  MAPPING_INVALID: 'The mapping file {file} is not a mapping: {reason}',
  MAPPING_UNKNOWN_FIELD: 'The mapping file {file} maps "{header}" to "{field}", which is no field of {operation} (fields: {fields}).',
  OPERATION_UNSUPPORTED: '{operation} is not an operation a sync sends: it writes no rows a sheet could hold.',
  OPERATION_NESTED: '{operation} is not an operation a sync sends: its {fields} hold a list or a group of fields, which one sheet row cannot give. Use its screen.',
  OPERATION_SET: '{operation} is not an operation a sync sends: it sends a set of items as one (each one\'s outcome depends on the others sent with it), so a file row is not an item of it. Use its screen.',
  COMMON_INVALID: 'The common fields are not valid for {operation}: {issues}',
  UNCHANGED: 'applied before with these values (job {jobId})',
  HELD_UNKNOWN: 'sent before with these values and the outcome is unknown (job {jobId}): decide it in Activity first',
  HELD_IN_FLIGHT: 'on its way in job {jobId}, which is sending now',
} as const;

export type SyncCode = keyof typeof EN;

const ZH: Record<SyncCode, string> = {
  FILE_UNSUPPORTED: '{file} 不是同步可读取的文件（CSV、TSV、TXT、XLSX、XLSM、XLS 或 ODS）。',
  FILE_NOT_FOUND: '无法读取 {file}：{reason}',
  FILE_TOO_LARGE: '{file} 超过 {limit} MB。',
  FILE_NOT_EXCEL: '{file} 不是 Excel 工作簿（.xlsx 文件是 zip 压缩包，而这个文件不是）。',
  FILE_UNZIPS_TOO_LARGE: '{file} 解压后将达 {declared} MB，超过工作簿允许的 {limit} MB；未读取任何内容。',
  FILE_UNREADABLE: '无法读取 {file}：{reason}',
  FILE_TOO_MANY_ROWS: '{file} 有 {rows} 行；一次运行最多 {max} 行（一个任务发送的上限）。请拆分文件。',
  FILE_NO_DATA: '{file} 中没有含数据的工作表。',
  SHEET_NOT_FOUND: '{file} 中没有名为“{sheet}”的工作表（现有：{sheets}）。',
  NO_COLUMNS: '{file} 中没有任何列对应 {operation} 的字段（字段：{fields}；表头：{headers}）。请提供映射文件。',
  MAPPING_INVALID: '映射文件 {file} 不是有效的映射：{reason}',
  MAPPING_UNKNOWN_FIELD: '映射文件 {file} 把“{header}”映射到“{field}”，但 {operation} 没有这个字段（字段：{fields}）。',
  OPERATION_UNSUPPORTED: '{operation} 不能用同步发送：它不写入表格可以容纳的行。',
  OPERATION_NESTED: '{operation} 不能用同步发送：它的 {fields} 是列表或一组字段，一行表格无法提供。请使用它的界面。',
  OPERATION_SET: '{operation} 不能用同步发送：它把一组项目作为一个整体发送（每一项的结果取决于同时发送的其他项），所以文件的一行不是它的一个项目。请使用它的界面。',
  COMMON_INVALID: '公共字段对 {operation} 无效：{issues}',
  UNCHANGED: '此前已按相同的值应用（任务 {jobId}）',
  HELD_UNKNOWN: '此前已按相同的值发送，结果未知（任务 {jobId}）：请先在“活动”中确认',
  HELD_IN_FLIGHT: '正在由任务 {jobId} 发送',
};

export type SyncValues = MessageValues;

export const syncText = codedTexts<SyncCode>(EN, ZH);

/** A refusal before anything was sent: a file, a mapping or common fields a sync cannot take. */
export class SyncError extends CodedError<SyncCode> {
  constructor(code: SyncCode, values: SyncValues = {}) {
    super(code, values, syncText);
    this.name = 'SyncError';
  }
}
