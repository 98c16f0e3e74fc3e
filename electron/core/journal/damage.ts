// What a journal that cannot be read back whole has lost, and the rows it makes uncertain. The rules, safest
// first: the job keeps the total its job record (or seal) names, rows that are not in the file count as
// missing; a row left pending or failed before a lost line may have been sent in that line's chunk, so it is
// unknown (never pending); the job is listed as damaged and never sends again.
import type { JobModel } from '../job/job-model';
import type { JobDamage } from '../job/types';

/** A place among a file's lines: line x, or x.5 for lines lost between x and x+1. */
export type LinePosition = number;

/** A line that cannot be read back, or lines that are not there. */
export interface LineProblem {
  kind: 'unreadable-line' | 'missing-lines' | 'out-of-order-line';
  at: LinePosition;
  line: number;
  message: string;
}

export const DAMAGED_REASON = 'the journal is damaged after this row was last recorded; it may have been sent since, so check it in the back office';

export interface DamageFacts {
  /** The job's row count from its job record or seal. */
  total: number;
  /** The rows blocks read: first row and rows added. */
  blocks: ReadonlyArray<{ from: number; count: number }>;
  problems: readonly LineProblem[];
  /** The seal (every row on disk) was read. */
  sealed: boolean;
  mayHideIntent: (at: LinePosition) => boolean;
  /** The line that last set each row's status. */
  settledAt: ReadonlyMap<string, LinePosition>;
}

const fmt = (n: number) => n.toLocaleString('en-US');

/** Row ranges [from, to) of 0..total that no rows block covers. */
function uncovered(total: number, blocks: DamageFacts['blocks']): Array<[number, number]> {
  const sorted = [...blocks].filter((b) => b.count > 0).sort((a, b) => a.from - b.from);
  const gaps: Array<[number, number]> = [];
  let next = 0;
  for (const b of sorted) {
    if (b.from > next) gaps.push([next, Math.min(b.from, total)]);
    next = Math.max(next, b.from + b.count);
  }
  if (next < total) gaps.push([next, total]);
  return gaps.filter(([a, b]) => b > a);
}

export function assessDamage(model: JobModel, facts: DamageFacts): JobDamage | null {
  const out: JobDamage['problems'] = facts.problems.map((p) => ({ kind: p.kind, line: p.line, fromRow: null, toRow: null, message: p.message }));

  const read = model.rows.size;
  const missing = Math.max(0, facts.total - read);
  if (missing > 0) {
    model.addMissing(missing);
    // Nothing lost in the lines and no seal: the process stopped while the rows were being written.
    const neverWritten = !facts.sealed && facts.problems.length === 0;
    for (const [a, b] of uncovered(facts.total, facts.blocks)) {
      const rows = b - a === 1 ? `row ${fmt(a + 1)}` : `rows ${fmt(a + 1)}–${fmt(b)}`;
      out.push({
        kind: 'rows-missing',
        line: null,
        fromRow: a + 1,
        toRow: b,
        message: neverWritten ? `${rows} never reached the disk` : `${rows} are lost in the damaged lines`,
      });
    }
  }

  const hiding = facts.problems.filter((p) => facts.mayHideIntent(p.at)).map((p) => p.at);
  if (hiding.length > 0) {
    const lastHiding = Math.max(...hiding);
    for (const row of model.rows.values()) {
      if (row.status !== 'pending' && row.status !== 'failed') continue;
      const at = facts.settledAt.get(row.key) ?? 0;
      if (at >= lastHiding) continue;
      const where = hiding.filter((h) => h > at).map((h) => Math.ceil(h));
      model.apply({
        key: row.key,
        status: 'unknown',
        reason: `${DAMAGED_REASON} (line ${where[0] ?? '?'})${row.reason ? `; before: ${row.reason}` : ''}`,
        code: 'JOURNAL_DAMAGED',
        category: 'unknown-outcome',
        info: null,
        requestId: row.requestId,
      });
    }
  }

  if (out.length === 0) return null;
  return { problems: out, missingRows: missing };
}
