// Rebuilds a job from its journal. A chunk with an intent and no outcome was in flight when the process stopped:
// its rows are unknown, never pending (it may have been applied). Anything that cannot be read back is damage
// (see damage.ts): the job keeps its full count, and no row that may have been sent is left pending. Lines are
// taken one at a time (`JournalReplay`), so a file can be replayed as a stream, in slices (replay-file.ts).
import { JobModel, type JobMeta } from '../job/job-model';
import { assessDamage } from './damage';
import { LineChecker, type GoodLine } from './line-checker';
import type { ParsedRecord } from './records';

export interface ReplayResult {
  model: JobModel;
  closed: boolean;
  /** The run the process never ended (it stopped mid-run), if any. */
  openRun: number | null;
  /** Harmless findings (a line torn by a crash and written past, a repeated line), for the log. */
  notes: string[];
}

export class JournalCorruptError extends Error {
  override readonly name = 'JournalCorruptError';
  constructor(
    message: string,
    /** A journal of version 1 (no checksums): written by an earlier Opsdesk, read by none now. */
    readonly legacy = false,
  ) {
    super(message);
  }
}

/** Version 1 journals were plain JSON lines; their first line names the version. */
export function isVersion1(text: string): boolean {
  const first = text.slice(0, text.indexOf('\n') >>> 0);
  return first.startsWith('{"t":"job","v":1,');
}

export function legacyJournal(): JournalCorruptError {
  return new JournalCorruptError('the journal was written by an earlier Opsdesk (journal version 1) and cannot be read back safely', true);
}

export const INTERRUPTED_REASON = 'the process stopped while this row was being sent; it may or may not have been applied';

type Meta = JobMeta & { total: number };

function metaOf(rec: ParsedRecord): Meta | null {
  if (rec.t !== 'job' && rec.t !== 'sealed') return null;
  return { jobId: rec.jobId, operation: rec.operation, label: rec.label, createdAt: rec.createdAt, common: rec.common, context: rec.context, total: rec.total };
}

/** One journal replayed line by line: `push` each line's text (no newline), then `finish`. */
export class JournalReplay {
  private readonly checker = new LineChecker((g) => this.take(g));
  /** Good lines read before the job record (only when the first lines are damaged: the seal names the job too). */
  private waiting: GoodLine[] = [];
  private meta: Meta | null = null;
  private model: JobModel | null = null;
  private closed = false;
  private runEnded = true;
  private sealedAt: number | null = null;
  private creationEndsAt = 0;
  private runRegion = false;
  private readonly blocks: Array<{ from: number; count: number }> = [];
  /** The line that last set each row's status: a row left pending or failed before lost lines may have been sent in them. */
  private readonly settledAt = new Map<string, number>();
  private readonly open = new Map<string, string[]>();

  push(content: string): void {
    this.checker.push(content);
  }

  finish(endsWithNewline: boolean): ReplayResult {
    this.checker.finish(endsWithNewline);
    const { model, meta } = this;
    if (!model || !meta) {
      const { problems } = this.checker;
      throw new JournalCorruptError(problems.length > 0 ? `the job record cannot be read (${problems[0]?.message})` : 'the journal holds no job record');
    }
    this.settleOpenChunks(model);
    const openRun = !this.runEnded && model.run > 0 ? model.run : null;
    if (!this.runEnded || model.run === 0) model.state = 'interrupted';
    const { sealedAt, runRegion, creationEndsAt } = this;
    model.damage = assessDamage(model, {
      total: meta.total,
      blocks: this.blocks,
      problems: this.checker.problems,
      sealed: sealedAt !== null,
      // Lost lines may have held an intent only past the job's rows: after the seal, or where a run followed.
      mayHideIntent: (at) => (sealedAt !== null ? at > sealedAt : runRegion && at > creationEndsAt),
      settledAt: this.settledAt,
    });
    return { model, closed: this.closed, openRun, notes: this.checker.notes };
  }

  private take(good: GoodLine): void {
    if (!this.model) {
      const meta = metaOf(good.rec);
      if (!meta) {
        this.waiting.push(good);
        return;
      }
      const { total: _total, ...jobMeta } = meta;
      this.meta = meta;
      this.model = new JobModel(jobMeta);
      const before = this.waiting;
      this.waiting = [];
      for (const g of before) this.apply(this.model, g);
    }
    this.apply(this.model, good);
  }

  private settleOpenChunks(model: JobModel): void {
    for (const keys of this.open.values()) {
      for (const key of keys) {
        const row = model.rows.get(key);
        if (row && row.status === 'pending') {
          model.apply({ key, status: 'unknown', reason: INTERRUPTED_REASON, code: 'INTERRUPTED', category: 'unknown-outcome', info: null, requestId: null });
        }
      }
    }
    this.open.clear();
  }

  private apply(model: JobModel, { line, rec }: GoodLine): void {
    if (rec.t !== 'job' && rec.t !== 'rows' && rec.t !== 'sealed' && rec.t !== 'invalid') this.runRegion = true;
    switch (rec.t) {
      case 'job':
        this.creationEndsAt = Math.max(this.creationEndsAt, line);
        break;
      case 'sealed':
        this.sealedAt = line;
        this.creationEndsAt = line;
        break;
      case 'rows': {
        let added = 0;
        for (const r of rec.rows) {
          if (model.rows.has(r.key)) continue;
          model.addRow(r.key, r.input);
          this.settledAt.set(r.key, line);
          added++;
        }
        this.blocks.push({ from: rec.from, count: added });
        if (!this.runRegion) this.creationEndsAt = Math.max(this.creationEndsAt, line);
        break;
      }
      case 'invalid':
        for (const r of rec.rows) model.markInvalid(r.key, r.issues);
        break;
      case 'run':
        this.settleOpenChunks(model);
        model.run = rec.run;
        this.runEnded = false;
        for (const key of rec.retry ?? []) {
          const row = model.rows.get(key);
          if (row && row.status === 'failed') {
            model.apply({ key, status: 'pending', reason: null, code: null, category: null, info: row.info, requestId: null });
            this.settledAt.set(key, line);
          }
        }
        break;
      case 'intent':
        this.open.set(rec.chunk, rec.keys);
        model.noteSent(rec.keys, rec.chunk, rec.at);
        break;
      case 'outcome':
        this.open.delete(rec.chunk);
        for (const o of rec.rows) {
          model.apply(o);
          this.settledAt.set(o.key, line);
        }
        break;
      case 'resolve':
        this.settleOpenChunks(model);
        for (const o of rec.rows) {
          model.apply(o, rec.by);
          this.settledAt.set(o.key, line);
        }
        break;
      case 'end':
        this.settleOpenChunks(model);
        this.runEnded = true;
        model.state = rec.state;
        model.finishedAt = rec.at;
        model.error = rec.error;
        break;
      case 'closed':
        this.settleOpenChunks(model);
        this.closed = true;
        break;
    }
  }
}

export function replay(text: string): ReplayResult {
  if (isVersion1(text)) throw legacyJournal();
  const lines = text.split('\n');
  const endsWithNewline = text.endsWith('\n');
  if (endsWithNewline) lines.pop();
  const r = new JournalReplay();
  for (const line of lines) r.push(line);
  return r.finish(endsWithNewline);
}
