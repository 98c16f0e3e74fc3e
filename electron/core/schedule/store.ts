// The scheduled-sync rules and each one's last run, in one file of the data folder (schedules.json), written
// atomically (a crash leaves the old file or the new). Read back as anything from disk is: checked against the
// schema. A file that does not pass is never overwritten: the store refuses every call with SCHEDULES_DAMAGED
// (the file named, the reason given) until the user fixes or removes it.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { scheduleLastRun, scheduleRule, scheduleRuleInput, type ScheduleLastRun, type ScheduleRule } from '../../../shared/ipc/schedules';
import { writeFileAtomic } from '../../node-shared/atomic-file';
import { ScheduleError } from './messages';

export const SCHEDULES_FILE = 'schedules.json';

const storedRule = z.object({
  rule: scheduleRule,
  /** When the rule was saved as it is (or resumed): its first window counts from here. */
  since: z.number(),
  lastRun: scheduleLastRun.nullable(),
});
export type StoredRule = z.infer<typeof storedRule>;

const fileSchema = z.object({ version: z.literal(1), rules: z.array(storedRule) });

export type RuleInput = z.input<typeof scheduleRuleInput>;

export class ScheduleStore {
  private rules: StoredRule[] | null = null;
  private damage: ScheduleError | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly file: string) {}

  /** Reads the file (once); a missing file is no rules. Throws SCHEDULES_DAMAGED for a file that does not pass. */
  async load(): Promise<readonly StoredRule[]> {
    if (this.damage) throw this.damage;
    if (this.rules) return this.rules;
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return (this.rules = []);
      throw this.damaged(err instanceof Error ? err.message : String(err));
    }
    let raw: unknown;
    try {
      raw = JSON.parse(text);
    } catch (err) {
      throw this.damaged(err instanceof Error ? err.message : String(err));
    }
    const parsed = fileSchema.safeParse(raw);
    if (!parsed.success) throw this.damaged(parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    return (this.rules = parsed.data.rules);
  }

  async get(id: string): Promise<StoredRule> {
    const found = (await this.load()).find((r) => r.rule.id === id);
    if (!found) throw new ScheduleError('RULE_NOT_FOUND', { id });
    return found;
  }

  /** Saves a new rule (no id) or replaces one; its windows count from `now`, its last run is kept. */
  save(input: RuleInput, now: number): Promise<StoredRule> {
    return this.change((rules) => {
      const parsed = scheduleRuleInput.parse(input);
      const rule: ScheduleRule = { ...parsed, id: parsed.id ?? randomUUID() };
      const at = rules.findIndex((r) => r.rule.id === rule.id);
      if (parsed.id !== undefined && at < 0) throw new ScheduleError('RULE_NOT_FOUND', { id: parsed.id });
      const stored: StoredRule = { rule, since: now, lastRun: at >= 0 ? rules[at]!.lastRun : null };
      return { rules: at >= 0 ? rules.map((r, i) => (i === at ? stored : r)) : [...rules, stored], result: stored };
    });
  }

  remove(id: string): Promise<void> {
    return this.change((rules) => {
      if (!rules.some((r) => r.rule.id === id)) throw new ScheduleError('RULE_NOT_FOUND', { id });
      return { rules: rules.filter((r) => r.rule.id !== id), result: undefined };
    });
  }

  /** Pauses or resumes; a resumed rule's windows count from `now` (it does not fire for the time it was paused). */
  setPaused(id: string, paused: boolean, now: number): Promise<StoredRule> {
    return this.update(id, (r) => ({ ...r, rule: { ...r.rule, paused }, since: paused ? r.since : now }));
  }

  recordRun(id: string, lastRun: ScheduleLastRun): Promise<StoredRule> {
    return this.update(id, (r) => ({ ...r, lastRun: scheduleLastRun.parse(lastRun) }));
  }

  private update(id: string, body: (r: StoredRule) => StoredRule): Promise<StoredRule> {
    return this.change((rules) => {
      const at = rules.findIndex((r) => r.rule.id === id);
      if (at < 0) throw new ScheduleError('RULE_NOT_FOUND', { id });
      const next = body(rules[at]!);
      return { rules: rules.map((r, i) => (i === at ? next : r)), result: next };
    });
  }

  /** One change at a time, each written before the next begins; memory follows the file only once it is written. */
  private change<T>(body: (rules: readonly StoredRule[]) => { rules: StoredRule[]; result: T }): Promise<T> {
    const run = this.queue.then(async () => {
      const { rules, result } = body(await this.load());
      await writeFileAtomic(this.file, `${JSON.stringify({ version: 1, rules }, null, 2)}\n`);
      this.rules = rules;
      return result;
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private damaged(reason: string): ScheduleError {
    this.damage = new ScheduleError('SCHEDULES_DAMAGED', { file: this.file, reason: reason.slice(0, 300) });
    return this.damage;
  }
}
