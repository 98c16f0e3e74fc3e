// What the scheduler says, en and zh-CN: why a due rule waits, why the rule store refuses. Codes are stable
// (the Settings screen and the logs carry them); texts take `{name}` values.
import { codedTexts, CodedError, type MessageValues } from '../messages';

const EN = {
  STILL_RUNNING: 'Skipped: its previous run (job {jobId}) is still sending. It runs again when that job ends and the rule is due.',
  PROFILE_NOT_OPEN: 'Waiting: its profile "{profile}" is not the open one. Open it (Profiles) and the rule runs when due.',
  NO_SECRET: 'Paused: the profile "{profile}" has no app secret on this start. Set it in Settings and the rule runs when due.',
  TEAM_SERVER_MISSING: 'Paused: the profile "{profile}" is in a team and this start does not know the team server. Enter it in Settings.',
  SOURCE_NO_MATCH: 'Waiting: no file in {folder} matches "{pattern}".',
  SCHEDULES_DAMAGED: 'The scheduled syncs file {file} cannot be read ({reason}). It was left as it is and no rule runs; fix or remove the file and restart.',
  RULE_NOT_FOUND: 'No scheduled sync "{id}".',
  RULE_PROFILE_UNKNOWN: 'No profile "{profile}" for the scheduled sync "{name}".',
  RUN_ERROR: 'The run stopped: {reason}',
} as const;

export type ScheduleCode = keyof typeof EN;

const ZH: Record<ScheduleCode, string> = {
  STILL_RUNNING: '已跳过：上一次运行（任务 {jobId}）仍在发送。该任务结束后，规则到期时再运行。',
  PROFILE_NOT_OPEN: '等待中：其配置“{profile}”不是当前打开的配置。在“配置”中打开它后，规则将在到期时运行。',
  NO_SECRET: '已暂停：配置“{profile}”本次启动没有 appSecret。在“设置”中设置后，规则将在到期时运行。',
  TEAM_SERVER_MISSING: '已暂停：配置“{profile}”属于团队，但本次启动不知道团队服务器。请在“设置”中填写。',
  SOURCE_NO_MATCH: '等待中：{folder} 中没有文件名符合“{pattern}”的文件。',
  SCHEDULES_DAMAGED: '无法读取定时同步文件 {file}（{reason}）。文件保持原样，所有规则都不会运行；请修复或删除该文件后重新启动。',
  RULE_NOT_FOUND: '没有定时同步“{id}”。',
  RULE_PROFILE_UNKNOWN: '定时同步“{name}”的配置“{profile}”不存在。',
  RUN_ERROR: '运行已停止：{reason}',
};

export type ScheduleValues = MessageValues;

export const scheduleText = codedTexts<ScheduleCode>(EN, ZH);

/** A refusal of the scheduler or its store, coded. */
export class ScheduleError extends CodedError<ScheduleCode> {
  constructor(code: ScheduleCode, values: ScheduleValues = {}) {
    super(code, values, scheduleText);
    this.name = 'ScheduleError';
  }
}
