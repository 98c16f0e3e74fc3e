// A page of a job's rows read from its rows file by offset (summary.ts): the summary says which rows match a
// status and where each block of rows starts, so a page reads a few blocks, never the file.
import { open } from 'node:fs/promises';
import { jobRow, type JobRow, type RowStatus } from '../../../shared/ipc/operations';
import { ROWS_PER_BLOCK, rowsFileOf, type JournalSummary } from './summary';

export interface PageRequest {
  offset: number;
  limit: number;
  status?: RowStatus;
}

/** Row indexes [offset, offset+limit) among the rows that match, and how many match. */
export function pageIndexes(summary: JournalSummary, { offset, limit, status }: PageRequest): { indexes: number[]; matching: number } {
  const runs: Array<[number, number]> = status ? (summary.rows.runs[status] ?? []) : summary.rows.count > 0 ? [[0, summary.rows.count]] : [];
  const indexes: number[] = [];
  let matching = 0;
  for (const [from, to] of runs) {
    const start = Math.max(from, from + (offset - matching));
    for (let i = start; i < to && indexes.length < limit; i++) indexes.push(i);
    matching += to - from;
  }
  return { indexes, matching };
}

/** The rows at these indexes, or null when the rows file does not hold what the summary says (made again then). */
export async function readRows(journalFile: string, summary: JournalSummary, indexes: readonly number[]): Promise<JobRow[] | null> {
  if (indexes.length === 0) return [];
  const fh = await open(rowsFileOf(journalFile), 'r');
  try {
    const out: JobRow[] = [];
    let block = -1;
    let lines: string[] = [];
    for (const i of indexes) {
      const b = Math.floor(i / ROWS_PER_BLOCK);
      if (b !== block) {
        const from = summary.rows.offsets[b];
        const to = summary.rows.offsets[b + 1];
        if (from === undefined || to === undefined || to < from) return null;
        const buf = Buffer.alloc(to - from);
        const { bytesRead } = await fh.read(buf, 0, buf.length, from);
        if (bytesRead !== buf.length) return null;
        lines = buf.toString('utf8').split('\n');
        block = b;
      }
      const text = lines[i - b * ROWS_PER_BLOCK];
      if (text === undefined) return null;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return null;
      }
      const row = jobRow.safeParse(value);
      if (!row.success) return null;
      out.push(row.data);
    }
    return out;
  } finally {
    await fh.close();
  }
}
