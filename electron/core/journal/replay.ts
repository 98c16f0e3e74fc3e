// Rebuilds a job from its journal. A chunk with an intent and no outcome was in flight when the process stopped:
// its rows are unknown, never pending (it may have been applied). Anything that cannot be read back is damage
// (see damage.ts): the job keeps its full count, and no row that may have been sent is left pending.
import { JobModel, type JobMeta } from '../batch/job-model';
import { assessDamage, type LineProblem } from './damage';
import { readLine } from './frame';
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
function isVersion1(text: string): boolean {
  const first = text.slice(0, text.indexOf('\n') >>> 0);
  return first.startsWith('{"t":"job","v":1,');
}

export const INTERRUPTED_REASON = 'the process stopped while this row was being sent; it may or may not have been applied';

interface GoodLine {
  line: number;
  rec: ParsedRecord;
}

/**
 * Checks every line's checksum and the sequence numbers: a gap is lost lines, a repeat of a record already read
 * is ignored, an unreadable line that took no number is a write a crash tore and the writer wrote past.
 */
function readLines(text: string): { good: GoodLine[]; problems: LineProblem[]; notes: string[] } {
  const raw = text.split('\n');
  const endsWithNewline = text.endsWith('\n');
  if (endsWithNewline) raw.pop();
  const good: GoodLine[] = [];
  const problems: LineProblem[] = [];
  const notes: string[] = [];
  const seen = new Map<number, string>();
  let lastN = 0;
  let bad: Array<{ line: number; reason: string }> = [];
  const unreadable = (b: { line: number; reason: string }): LineProblem => ({ kind: 'unreadable-line', at: b.line, line: b.line, message: `line ${b.line} ${b.reason}` });
  raw.forEach((content, i) => {
    const line = i + 1;
    const r = readLine(content);
    if (!r.ok) {
      bad.push({ line, reason: r.reason });
      return;
    }
    if (r.n <= lastN) {
      if (seen.get(r.n) === r.text) notes.push(`line ${line} repeats record ${r.n}; ignored`);
      else problems.push({ kind: 'out-of-order-line', at: line, line, message: `line ${line} is out of order (record ${r.n} after ${lastN})` });
      return;
    }
    const lost = r.n - lastN - 1;
    if (lost > 0) {
      problems.push(...bad.map(unreadable));
      if (lost > bad.length) {
        const n = lost - bad.length;
        problems.push({ kind: 'missing-lines', at: line - 0.5, line, message: `${n} line${n === 1 ? ' is' : 's are'} missing before line ${line}` });
      }
    } else {
      for (const b of bad) notes.push(`line ${b.line} ${b.reason}: a write torn by an earlier crash, written past`);
    }
    bad = [];
    lastN = r.n;
    seen.set(r.n, r.text);
    good.push({ line, rec: r.record });
  });
  const last = bad.at(-1);
  // A crash cut the last write: its line has no newline. Nothing after it was written, and it cannot be an
  // intent whose chunk was sent (an intent is synced before sending, newline included).
  if (last && !endsWithNewline && last.line === raw.length) {
    notes.push(`line ${last.line} ${last.reason}: the last write, torn by a crash`);
    bad.pop();
  }
  problems.push(...bad.map(unreadable));
  return { good, problems, notes };
}

function metaOf(good: readonly GoodLine[]): (JobMeta & { total: number }) | null {
  for (const { rec } of good) {
    if (rec.t === 'job' || rec.t === 'sealed') {
      return { jobId: rec.jobId, operation: rec.operation, label: rec.label, createdAt: rec.createdAt, common: rec.common, context: rec.context, total: rec.total };
    }
  }
  return null;
}

export function replay(text: string): ReplayResult {
  if (isVersion1(text)) throw new JournalCorruptError('the journal was written by an earlier Opsdesk (journal version 1) and cannot be read back safely', true);
  const { good, problems, notes } = readLines(text);
  const meta = metaOf(good);
  if (!meta) {
    throw new JournalCorruptError(problems.length > 0 ? `the job record cannot be read (${problems[0]?.message})` : 'the journal holds no job record');
  }
  const { total, ...jobMeta } = meta;
  const model = new JobModel(jobMeta);
  let closed = false;
  let runEnded = true;
  let sealedAt: number | null = null;
  let creationEndsAt = 0;
  let runRegion = false;
  const blocks: Array<{ from: number; count: number }> = [];
  /** The line that last set each row's status: a row left pending or failed before lost lines may have been sent in them. */
  const settledAt = new Map<string, number>();
  const open = new Map<string, string[]>();

  const settleOpenChunks = () => {
    for (const keys of open.values()) {
      for (const key of keys) {
        const row = model.rows.get(key);
        if (row && row.status === 'pending') {
          model.apply({ key, status: 'unknown', reason: INTERRUPTED_REASON, code: 'INTERRUPTED', category: 'unknown-outcome', info: null, requestId: null });
        }
      }
    }
    open.clear();
  };

  for (const { line, rec } of good) {
    if (rec.t !== 'job' && rec.t !== 'rows' && rec.t !== 'sealed' && rec.t !== 'invalid') runRegion = true;
    switch (rec.t) {
      case 'job':
        creationEndsAt = Math.max(creationEndsAt, line);
        break;
      case 'sealed':
        sealedAt = line;
        creationEndsAt = line;
        break;
      case 'rows': {
        let added = 0;
        for (const r of rec.rows) {
          if (model.rows.has(r.key)) continue;
          model.addRow(r.key, r.input);
          settledAt.set(r.key, line);
          added++;
        }
        blocks.push({ from: rec.from, count: added });
        if (!runRegion) creationEndsAt = Math.max(creationEndsAt, line);
        break;
      }
      case 'invalid':
        for (const r of rec.rows) model.markInvalid(r.key, r.issues);
        break;
      case 'run':
        settleOpenChunks();
        model.run = rec.run;
        runEnded = false;
        for (const key of rec.retry ?? []) {
          const row = model.rows.get(key);
          if (row && row.status === 'failed') {
            model.apply({ key, status: 'pending', reason: null, code: null, category: null, info: row.info, requestId: null });
            settledAt.set(key, line);
          }
        }
        break;
      case 'intent':
        open.set(rec.chunk, rec.keys);
        model.noteSent(rec.keys, rec.chunk, rec.at);
        break;
      case 'outcome':
        open.delete(rec.chunk);
        for (const o of rec.rows) {
          model.apply(o);
          settledAt.set(o.key, line);
        }
        break;
      case 'resolve':
        settleOpenChunks();
        for (const o of rec.rows) {
          model.apply(o, rec.by);
          settledAt.set(o.key, line);
        }
        break;
      case 'end':
        settleOpenChunks();
        runEnded = true;
        model.state = rec.state;
        model.finishedAt = rec.at;
        model.error = rec.error;
        break;
      case 'closed':
        settleOpenChunks();
        closed = true;
        break;
    }
  }
  settleOpenChunks();
  const openRun = !runEnded && model.run > 0 ? model.run : null;
  if (!runEnded || model.run === 0) model.state = 'interrupted';
  model.damage = assessDamage(model, {
    total,
    blocks,
    problems,
    sealed: sealedAt !== null,
    // Lost lines may have held an intent only past the job's rows: after the seal, or where a run followed.
    mayHideIntent: (at) => (sealedAt !== null ? at > sealedAt : runRegion && at > creationEndsAt),
    settledAt,
  });
  return { model, closed, openRun, notes };
}
