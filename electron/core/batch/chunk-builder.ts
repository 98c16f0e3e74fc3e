// The next chunk of a run: pending rows in order, each validated as the chunk is built (by the worker waiting
// for the slot, while the chunk before it is in flight). Invalid rows are reported and journaled ahead of the
// chunk's intent.
import { codedIssue, type ValidationIssue } from '../../../shared/catalogue';
import type { JobJournalWriter } from '../journal/writer';
import type { JobModel, RowState } from './job-model';
import type { RowValidator } from './rows';

export class ChunkBuilder {
  private readonly pending: RowState[];
  private cursor = 0;
  private count = 0;

  constructor(
    private readonly model: JobModel,
    private readonly validator: RowValidator,
    private readonly writer: JobJournalWriter,
    private readonly size: number,
  ) {
    this.pending = [...model.rows.values()].filter((r) => r.status === 'pending');
  }

  /** How many chunks at most this run sends (before validation drops any row). */
  get maxChunks(): number {
    return Math.ceil(this.pending.length / this.size);
  }

  /** The next chunk, its id (`<run>.<n>`) and request body, or null when no pending row is left. */
  next(): { id: string; rows: RowState[]; body: Record<string, unknown> } | null {
    const rows: RowState[] = [];
    const outputs: unknown[] = [];
    const invalid: Array<{ key: string; issues: ValidationIssue[] }> = [];
    while (rows.length < this.size && this.cursor < this.pending.length) {
      const row = this.pending[this.cursor++] as RowState;
      if (row.status !== 'pending') continue;
      const v = this.validator.validate(row.key, row.input);
      if ('issues' in v) {
        this.model.markInvalid(row.key, v.issues);
        invalid.push({ key: row.key, issues: v.issues });
        continue;
      }
      row.itemKey = v.itemKey;
      rows.push(row);
      outputs.push(v.output);
    }
    // Rows left fewer than one request takes (the rest of them invalid): each is refused, none is sent.
    const tooFew = this.validator.tooFewIssue(rows.length);
    if (tooFew) {
      const issues = [codedIssue('(row)', 'cannotSendAlone', { field: tooFew.path, min: tooFew.values.min ?? '', count: tooFew.values.count ?? '' })];
      for (const row of rows.splice(0)) {
        this.model.markInvalid(row.key, issues);
        invalid.push({ key: row.key, issues });
      }
    }
    // A failed write fails the writer, and with it the next intent: nothing more is sent.
    if (invalid.length > 0) void this.writer.append({ t: 'invalid', rows: invalid }).catch(() => undefined);
    if (rows.length === 0) return null;
    return { id: `${this.model.run}.${++this.count}`, rows, body: this.validator.chunkBody(outputs, rows.map((r) => r.input)) };
  }
}

