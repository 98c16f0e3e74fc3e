// Scheduled syncs (issue 31): a rule names a profile, a write operation with its common fields, a source file
// (or a folder and a name pattern: the newest match), an optional column mapping and when to run. The rule store
// (electron/core/schedule/store.ts) keeps rules in this shape, and the contract's `schedules.*` calls carry it.
import { z } from 'zod';
import { WRITE_OPERATION_IDS, type WriteOperationId } from '../catalogue';
import { jobId, label, opaqueId } from './common';

/** Where a rule's file is: one path, or the newest file in a folder whose name matches `pattern` (`*`, `?`). */
export const scheduleSource = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('file'), path: label(1000) }),
  z.strictObject({
    kind: z.literal('folder'),
    folder: label(1000),
    /** A file name pattern: `*` any run of characters, `?` one; compared without case (stock-*.csv). */
    pattern: label(200).refine((p) => !/[/\\]/.test(p), { error: 'a name pattern, without a folder' }),
  }),
]);
export type ScheduleSource = z.infer<typeof scheduleSource>;

export const DAILY_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** When a rule runs: every N minutes, daily at a local time, or when its file changes (looked at every minute). */
export const scheduleWhen = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('every'), minutes: z.number().int().min(1).max(7 * 24 * 60) }),
  z.strictObject({ kind: z.literal('daily'), at: z.string().regex(DAILY_TIME, { error: 'a time of day as HH:MM (00:00–23:59)' }) }),
  z.strictObject({ kind: z.literal('onChange') }),
]);
export type ScheduleWhen = z.infer<typeof scheduleWhen>;

const writeOperation = z.enum(WRITE_OPERATION_IDS as [WriteOperationId, ...WriteOperationId[]]);

/** A rule as the user saves it (no id: a new rule). */
export const scheduleRuleInput = z.strictObject({
  id: opaqueId.optional(),
  name: label(120),
  profileId: opaqueId,
  operation: writeOperation,
  common: z.record(z.string().max(100), z.string().max(1000)).default({}),
  source: scheduleSource,
  /** Sheet header → field ('' for "do not import"), the import's remembered mapping format. */
  mapping: z.record(z.string().max(200), z.string().max(200)).optional(),
  when: scheduleWhen,
  paused: z.boolean().default(false),
  /** Where results files go; absent: beside the source file. */
  resultsDir: label(1000).optional(),
});

export const scheduleRule = scheduleRuleInput.extend({ id: opaqueId, common: z.record(z.string().max(100), z.string().max(1000)), paused: z.boolean() });
export type ScheduleRule = z.infer<typeof scheduleRule>;

/**
 * How a run ended: its job's worst row (succeeded/failed/unknown/notSent), nothing to send (every row
 * unchanged), refused before sending (a file, mapping or common fields a sync cannot take), or an error.
 * `running`: its job was started and its end not yet recorded (after a restart, its job resumes from the journal).
 */
export const SCHEDULE_OUTCOMES = ['running', 'succeeded', 'failed', 'unknown', 'notSent', 'nothingToSend', 'refused', 'error'] as const;
export type ScheduleOutcome = (typeof SCHEDULE_OUTCOMES)[number];

export const scheduleCounts = z.object({
  sent: z.number().int().min(0),
  succeeded: z.number().int().min(0),
  failed: z.number().int().min(0),
  unknown: z.number().int().min(0),
  /** Rows the ledger says were applied with these values. */
  unchanged: z.number().int().min(0),
  /** Rows held back: an undecided unknown outcome, or on their way in another job. */
  held: z.number().int().min(0),
  /** Rows refused before sending (the row, field and why are in the results file or the dry run). */
  invalid: z.number().int().min(0),
});
export type ScheduleCounts = z.infer<typeof scheduleCounts>;

/** The file a run read, as it was: "when the file changes" compares the next look with this. */
export const fileStamp = z.object({ path: z.string().max(1000), mtimeMs: z.number(), size: z.number().int().min(0) });
export type FileStamp = z.infer<typeof fileStamp>;

export const scheduleLastRun = z.object({
  /** When the run began (ms since 1970). */
  at: z.number(),
  trigger: z.enum(['schedule', 'runNow']),
  jobId: jobId.nullable(),
  outcome: z.enum(SCHEDULE_OUTCOMES),
  counts: scheduleCounts,
  /** Why it was refused or failed (a coded, translated message), if it was. */
  problem: z.object({ code: z.string().max(60), message: z.string().max(2000) }).nullable(),
  results: z.object({ csv: z.string().max(1200), xlsx: z.string().max(1200) }).nullable(),
  file: fileStamp.nullable(),
});
export type ScheduleLastRun = z.infer<typeof scheduleLastRun>;

/** Why a due rule did not run now (it runs when the reason goes; nothing is recorded as a run). */
export const SCHEDULE_WAIT_CODES = ['STILL_RUNNING', 'PROFILE_NOT_OPEN', 'NO_SECRET', 'TEAM_SERVER_MISSING', 'SOURCE_NO_MATCH'] as const;
export type ScheduleWaitCode = (typeof SCHEDULE_WAIT_CODES)[number];

export const scheduleView = z.object({
  rule: scheduleRule,
  lastRun: scheduleLastRun.nullable(),
  /** When it runs next (ms); null: paused, or "when the file changes". */
  nextRunAt: z.number().nullable(),
  /** A run of it is under way in this process. */
  running: z.boolean(),
  /** The last time it was due and did not run, and why. */
  waiting: z.object({ code: z.enum(SCHEDULE_WAIT_CODES), message: z.string().max(2000), at: z.number() }).nullable(),
});
export type ScheduleView = z.infer<typeof scheduleView>;

export const scheduleListOutput = z.object({ rules: z.array(scheduleView) });
export const scheduleIdInput = z.strictObject({ id: opaqueId });
export const schedulePausedInput = z.strictObject({ id: opaqueId, paused: z.boolean() });

/** What a run now did: started (its job), or not (why). */
export const scheduleRunOutput = z.object({ view: scheduleView, started: z.boolean() });

/** A dry run: what would be sent now, and the first rows. */
export const scheduleDryRunOutput = z.object({
  file: z.string().max(1000),
  send: z.number().int().min(0),
  unchanged: z.number().int().min(0),
  held: z.number().int().min(0),
  invalid: z.number().int().min(0),
  rows: z.array(z.object({ sheetRow: z.number().int(), input: z.record(z.string(), z.string()) })).max(50),
  problems: z.array(z.object({ sheetRow: z.number().int(), field: z.string(), message: z.string() })).max(50),
});
export type ScheduleDryRun = z.infer<typeof scheduleDryRunOutput>;
