// What `opsdesk run` says, en and zh-CN (the language of LANG, or --locale). `{name}` takes a value.
import { fillTemplate } from '../../core/messages';
export type CliLocale = 'en' | 'zh-CN';

const EN = {
  'args.parse': '{reason} (opsdesk run --help lists the options)',
  'args.extra': 'Unexpected arguments: {extra} (opsdesk run --help lists the options)',
  'args.command': 'Unknown command "{got}": the command is "run" (opsdesk run --help)',
  'args.required': '{option} is required (opsdesk run --help)',
  'args.operation': '--operation "{got}" is not a write operation; one of: {all}',
  'args.set': '--set takes field=value (for example --set store_id=114536789491415026)',
  'args.label': '--label takes at most 200 characters',
  'args.locale': '--locale is en or zh-CN',
  'run.profileMissing': 'No profile "{profile}" in {dataDir} (profiles: {profiles}).',
  'run.profileOtherInHost': 'The Opsdesk running on {dataDir} (pid {pid}) has profile "{active}" open, not "{profile}". Open "{profile}" there, or run when it is closed.',
  'run.hostUnreachable': 'Opsdesk is running on {dataDir} (pid {pid}) but cannot take this run: {reason}. Stop it, or run with another --data-dir.',
  'run.handOff': 'Handing the run to the Opsdesk running on this data folder (pid {pid}).',
  'run.read': '{file}: sheet "{sheet}", headers on row {headerRow}, {rows} rows ({columns}).',
  'run.plan': '{send} to send, {unchanged} unchanged, {held} held back, {invalid} invalid.',
  'run.invalidRow': 'row {row}: {field} {reason}',
  'run.heldRow': 'row {row} ({item}): {reason}',
  'run.sendRow': 'row {row}: {values}',
  'run.dryRun': 'Dry run: nothing was sent.',
  'run.nothing': 'Nothing to send.',
  'run.started': 'Job {jobId} ("{label}") started: {rows} rows.',
  'run.progress': '{done}/{total} done: {succeeded} succeeded, {failed} failed, {unknown} unknown',
  'run.finished': 'Job {jobId} {state}: {succeeded} succeeded, {failed} failed, {unknown} unknown, {pending} not sent, {invalid} invalid.',
  'run.results': 'Results: {csv} and {xlsx}',
  'run.refused': 'Refused before sending: {reason}',
  'run.alreadySent': '{count} rows were sent before with the same values or are on their way (first: {items}).',
  'run.unknownHint': 'Some rows have an unknown outcome: check them in the back office and decide them in Activity (job {jobId}); they are never sent again without your word.',
  'run.failed': 'opsdesk run failed: {reason}',
  'label.default': 'opsdesk run {file}',
} as const;

export type CliMessageId = keyof typeof EN;

const ZH: Record<CliMessageId, string> = {
  'args.parse': '{reason}（opsdesk run --help 列出所有选项）',
  'args.extra': '多余的参数：{extra}（opsdesk run --help 列出所有选项）',
  'args.command': '未知命令“{got}”：命令是“run”（opsdesk run --help）',
  'args.required': '必须提供 {option}（opsdesk run --help）',
  'args.operation': '--operation“{got}”不是写操作；可选：{all}',
  'args.set': '--set 的格式是 字段=值（例如 --set store_id=114536789491415026）',
  'args.label': '--label 最多 200 个字符',
  'args.locale': '--locale 只能是 en 或 zh-CN',
  'run.profileMissing': '{dataDir} 中没有配置“{profile}”（现有配置：{profiles}）。',
  'run.profileOtherInHost': '在 {dataDir} 上运行的 Opsdesk（pid {pid}）打开的是配置“{active}”，不是“{profile}”。请在其中打开“{profile}”，或在它关闭后再运行。',
  'run.hostUnreachable': '{dataDir} 上正在运行 Opsdesk（pid {pid}），但无法接收本次运行：{reason}。请先停止它，或使用其他 --data-dir。',
  'run.handOff': '本次运行交给在此数据文件夹上运行的 Opsdesk（pid {pid}）。',
  'run.read': '{file}：工作表“{sheet}”，表头在第 {headerRow} 行，共 {rows} 行（{columns}）。',
  'run.plan': '待发送 {send} 行，未变化 {unchanged} 行，暂不发送 {held} 行，无效 {invalid} 行。',
  'run.invalidRow': '第 {row} 行：{field} {reason}',
  'run.heldRow': '第 {row} 行（{item}）：{reason}',
  'run.sendRow': '第 {row} 行：{values}',
  'run.dryRun': '试运行：未发送任何内容。',
  'run.nothing': '没有需要发送的内容。',
  'run.started': '任务 {jobId}（“{label}”）已开始：{rows} 行。',
  'run.progress': '已完成 {done}/{total}：成功 {succeeded}，失败 {failed}，结果未知 {unknown}',
  'run.finished': '任务 {jobId} {state}：成功 {succeeded}，失败 {failed}，结果未知 {unknown}，未发送 {pending}，无效 {invalid}。',
  'run.results': '结果：{csv} 和 {xlsx}',
  'run.refused': '发送前被拒绝：{reason}',
  'run.alreadySent': '{count} 行此前已按相同的值发送，或正在发送（第一个：{items}）。',
  'run.unknownHint': '有些行结果未知：请在后台核对，并在“活动”中确认（任务 {jobId}）；未经您确认，它们不会再次发送。',
  'run.failed': 'opsdesk run 失败：{reason}',
  'label.default': 'opsdesk run {file}',
};

export function cliText(id: CliMessageId, locale: CliLocale, values: Readonly<Record<string, string | number>> = {}): string {
  const template = locale === 'zh-CN' ? ZH[id] : EN[id];
  return fillTemplate(template, values);
}

const USAGE_EN = `Usage: npm run opsdesk -- run --profile NAME --operation OP --file FILE [options]

Sends the rows of FILE (CSV, TSV, XLSX…) whose values differ from what Opsdesk last applied, as one job.

  --profile NAME      the profile (its name or id) in the data folder
  --operation OP      the write: videoxStock, retailxStock, renameShipments, …
  --file FILE         the sheet to sync
  --set FIELD=VALUE   a field every request carries (repeat: --set store_id=…)
  --mapping FILE      JSON: sheet header → field ("" to leave a column out)
  --sheet NAME        the sheet of a workbook (default: the one whose headers name the most fields)
  --dry-run           print the rows it would send, send nothing
  --out DIR           where the results go (default: beside FILE)
  --label TEXT        the job's name in Activity (default: "opsdesk run <file>")
  --data-dir DIR      profiles, journals and logs (default .opsdesk-data)
  --locale en|zh-CN   the language of what it prints (default: from LANG)

Exit codes: 0 every row succeeded (or nothing to send), 1 an unexpected failure, 2 bad arguments,
3 refused before sending, 4 rows failed or invalid, 5 outcomes unknown, 6 rows left unsent.
`;

const USAGE_ZH = `用法：npm run opsdesk -- run --profile 配置 --operation 操作 --file 文件 [选项]

把 文件（CSV、TSV、XLSX…）中与 Opsdesk 上次应用的值不同的行，作为一个任务发送。

  --profile 配置        数据文件夹中的配置（名称或 id）
  --operation 操作      写操作：videoxStock、retailxStock、renameShipments…
  --file 文件           要同步的表格
  --set 字段=值         每个请求都带的字段（可重复：--set store_id=…）
  --mapping 文件        JSON：表头 → 字段（"" 表示不导入该列）
  --sheet 名称          工作簿中的工作表（默认：表头对应字段最多的一个）
  --dry-run             只列出将发送的行，不发送
  --out 文件夹          结果文件的位置（默认：与文件同一文件夹）
  --label 文本          任务在“活动”中的名称（默认：“opsdesk run <文件>”）
  --data-dir 文件夹     配置、日志和任务记录（默认 .opsdesk-data）
  --locale en|zh-CN     输出的语言（默认：取自 LANG）

退出码：0 全部成功（或没有需要发送的），1 意外失败，2 参数错误，3 发送前被拒绝，
4 有行失败或无效，5 有结果未知的行，6 有行未发送。
`;

export const usage = (locale: CliLocale) => (locale === 'zh-CN' ? USAGE_ZH : USAGE_EN);
