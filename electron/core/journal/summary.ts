// A journal's summary and row index, kept beside it so that listing jobs, recovery and a job's pages never read
// the whole journal. All are derived from a full replay (a worker's, see summaries.ts; after a decision, from the
// job in memory when nothing else was written, Journal.summariseAfter) and written atomically:
//   <jobId>.rows          one line of JSON per row result, in the job's row order;
//   <jobId>.ledger        one line per row that names an item, for the ledger of what was sent (ledger-file.ts);
//   <jobId>.summary.json  the job's summary (counts, state, damage), whether it is dismissed, its open run, the
//                         byte offset of every block of rows in <jobId>.rows and the row ranges of each status
//                         (so the unknown and pending rows are found without a scan);
// and the summary names the journal it was made from: its size and a hash of its last bytes. A summary that does
// not match its journal (more was written since, or another file) is stale and is made again; never trusted.
import { createHash } from 'node:crypto';
import { open, stat } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { z } from 'zod';
import { jobSummary, rowStatus, type JobRow } from '../../../shared/ipc/operations';
import { writeFileAtomic } from '../../node-shared/atomic-file';
import { ledgerDigest, ledgerFileOf, renderLedger } from './ledger-file';
import type { ReplayResult } from './replay';

/** 2: the ledger file is part of the summary (a summary of version 1 is made again, ledger file and all). */
export const SUMMARY_VERSION = 2;
/** Rows per indexed block of the rows file: a page reads at most a few blocks. */
export const ROWS_PER_BLOCK = 256;
const TAIL_BYTES = 4096;

const range = z.tuple([z.number().int().nonnegative(), z.number().int().nonnegative()]);

export const journalSummarySchema = z.object({
  v: z.literal(SUMMARY_VERSION),
  journal: z.object({ size: z.number().int().nonnegative(), tail: z.string().regex(/^[0-9a-f]{40}$/) }),
  job: jobSummary,
  closed: z.boolean(),
  openRun: z.number().int().positive().nullable(),
  rows: z.object({
    count: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    /** Byte offset in the rows file of row i·ROWS_PER_BLOCK, for each block, then the file's end. */
    offsets: z.array(z.number().int().nonnegative()),
    /** Row index ranges [from, to) of each status, in order. */
    runs: z.partialRecord(rowStatus, z.array(range)),
  }),
  /** The ledger file: how many rows it names, its size and the SHA-1 of its text (checked as it is read). */
  ledger: z.object({ count: z.number().int().nonnegative(), bytes: z.number().int().nonnegative(), sha1: z.string().regex(/^[0-9a-f]{40}$/) }),
});
export type JournalSummary = z.infer<typeof journalSummarySchema>;

export const rowsFileOf = (journalFile: string): string => journalFile.replace(/\.jsonl$/, '.rows');
export const summaryFileOf = (journalFile: string): string => journalFile.replace(/\.jsonl$/, '.summary.json');

/** Which journal a summary describes: its size and a hash of its last bytes (appends change both). */
export async function journalStamp(file: string, size?: number): Promise<{ size: number; tail: string }> {
  const fh = await open(file, 'r');
  try {
    const end = size ?? (await fh.stat()).size;
    const length = Math.min(TAIL_BYTES, end);
    const buf = Buffer.alloc(length);
    await fh.read(buf, 0, length, end - length);
    return { size: end, tail: createHash('sha1').update(buf).digest('hex') };
  } finally {
    await fh.close();
  }
}

function rowLine(r: JobRow): string {
  return `${JSON.stringify(r)}\n`;
}

/**
 * Writes the rows file, the ledger file, then the summary (each atomically; the summary last, so a crash between
 * them leaves a summary that no longer matches the rows or ledger file's size, and it is made again). `sliceMs`:
 * how long the ledger's validation works before the loop gets its turn (Infinity in a worker).
 */
export async function writeSummary(journalFile: string, stamp: JournalSummary['journal'], result: ReplayResult, sliceMs = 8): Promise<JournalSummary> {
  const { model } = result;
  const parts: string[] = [];
  const offsets: number[] = [];
  const runs: JournalSummary['rows']['runs'] = {};
  let bytes = 0;
  let i = 0;
  let last: { status: JobRow['status']; run: [number, number] } | null = null;
  for (const row of model.eachRowResult()) {
    // Off a worker, the loop gets its turn now and then (100,000 rows take a while to render).
    if (i % 4096 === 4095) await nextTurn();
    if (i % ROWS_PER_BLOCK === 0) offsets.push(bytes);
    const line = rowLine(row);
    parts.push(line);
    bytes += Buffer.byteLength(line);
    if (last && last.status === row.status && last.run[1] === i) last.run[1] = i + 1;
    else {
      last = { status: row.status, run: [i, i + 1] };
      (runs[row.status] ??= []).push(last.run);
    }
    i++;
  }
  offsets.push(bytes);
  await writeFileAtomic(rowsFileOf(journalFile), parts.join(''));
  const ledger = await renderLedger(model, sliceMs);
  await writeFileAtomic(ledgerFileOf(journalFile), ledger.text);
  const summary: JournalSummary = {
    v: SUMMARY_VERSION,
    journal: stamp,
    job: model.summary(),
    closed: result.closed,
    openRun: result.openRun,
    rows: { count: i, bytes, offsets, runs },
    ledger: { count: ledger.count, bytes: Buffer.byteLength(ledger.text), sha1: ledgerDigest(ledger.text) },
  };
  await writeFileAtomic(summaryFileOf(journalFile), JSON.stringify(summary));
  return summary;
}

/** The summary beside the journal, if there is one and it matches the journal and rows file as they are now. */
export async function freshSummary(journalFile: string): Promise<JournalSummary | null> {
  let text: string;
  try {
    const fh = await open(summaryFileOf(journalFile), 'r');
    try {
      text = await fh.readFile('utf8');
    } finally {
      await fh.close();
    }
  } catch {
    return null;
  }
  let parsed: JournalSummary;
  try {
    const p = journalSummarySchema.safeParse(JSON.parse(text));
    if (!p.success) return null;
    parsed = p.data;
  } catch {
    return null;
  }
  const rowsSize = await stat(rowsFileOf(journalFile)).then((s) => s.size, () => -1);
  if (rowsSize !== parsed.rows.bytes) return null;
  const ledgerSize = await stat(ledgerFileOf(journalFile)).then((s) => s.size, () => -1);
  if (ledgerSize !== parsed.ledger.bytes) return null;
  const now = await journalStamp(journalFile).catch(() => null);
  if (!now || now.size !== parsed.journal.size || now.tail !== parsed.journal.tail) return null;
  return parsed;
}
