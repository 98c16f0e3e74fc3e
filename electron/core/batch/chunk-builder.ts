// The next chunk of a run: pending rows in order, in the validated form each row was given once when its job was
// made or loaded (new-job.ts `validateRows`), never validated again here. A merge's chunk left with fewer rows
// than one request takes refuses them, journaled ahead of the chunk's intent.
import { codedIssue, type ValidationIssue } from '../../../shared/catalogue';
import type { CheckedBody } from '../client';
import type { JobJournalWriter } from '../journal/writer';
import type { JobModel, RowState } from '../job/job-model';
import type { JobRowValidator } from './rows';

export class ChunkBuilder {
  private readonly pending: RowState[];
  private cursor = 0;
  private count = 0;

  constructor(
    private readonly model: JobModel,
    private readonly validator: JobRowValidator,
    private readonly writer: JobJournalWriter,
    private readonly size: number,
  ) {
    this.pending = [];
    for (const r of model.rows.values()) if (r.status === 'pending') this.pending.push(r);
  }

  /** How many chunks at most this run sends (before validation drops any row). */
  get maxChunks(): number {
    return Math.ceil(this.pending.length / this.size);
  }

  /** The next chunk, its id (`<run>.<n>`) and request body, or null when no pending row is left. */
  next(): { id: string; rows: RowState[]; body: CheckedBody } | null {
    const rows: RowState[] = [];
    const outputs: unknown[] = [];
    while (rows.length < this.size && this.cursor < this.pending.length) {
      const row = this.pending[this.cursor++] as RowState;
      // Rows found invalid when the job was made are marked so, and a row's validated form is never dropped while
      // it may still be sent: a pending row without one is a bug, never sent unchecked.
      if (row.status !== 'pending' || row.output === null) continue;
      rows.push(row);
      outputs.push(row.output);
    }
    // Rows left fewer than one request takes (the rest of them invalid): each is refused, none is sent.
    const tooFew = this.validator.tooFewIssue(rows.length);
    if (tooFew) {
      const issues: ValidationIssue[] = [codedIssue('(row)', 'cannotSendAlone', { field: tooFew.path, min: tooFew.values.min ?? '', count: tooFew.values.count ?? '' })];
      const invalid = rows.splice(0).map((row) => {
        this.model.markInvalid(row.key, issues);
        return { key: row.key, issues };
      });
      // A failed write fails the writer, and with it the next intent: nothing more is sent.
      void this.writer.append({ t: 'invalid', rows: invalid }).catch(() => undefined);
    }
    if (rows.length === 0) return null;
    return { id: `${this.model.run}.${++this.count}`, rows, body: this.validator.chunkBody(outputs, rows.map((r) => r.input)) };
  }
}
