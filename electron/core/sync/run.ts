// A planned sync as ONE job through `jobs.start` (the exactly-once rules and the ledger's refusal apply as to any
// start), followed to its end, and its results written beside the source: the job's own result export
// (batch/export.ts via `jobs.export`) as CSV, and the same table as an XLSX whose cells keep what they are (ids
// and codes as text cells, counts as numbers).
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import writeXlsxFile from 'write-excel-file/node';
import type { JobSummary } from '../../../shared/ipc';
import { isLiveJobState } from '../../../shared/ipc/operations';
import { unprotectCell } from '../../../shared/csv/csv-field';
import { parseDelimited } from '../../../shared/sheets/text-read';
import type { Locale } from '../messages';
import type { SyncCaller } from './caller';
import type { SyncPlan } from './plan';

/** Starts the plan's rows as one job labelled `label` (shown in Activity); resolves once it runs. */
export async function startSync(caller: SyncCaller, plan: SyncPlan, label: string): Promise<JobSummary> {
  return caller('jobs.start', {
    operation: plan.operation,
    rows: plan.send.map((r) => ({ key: r.key, input: r.jobInput })),
    common: plan.common,
    label: label.slice(0, 200),
  });
}

export interface WaitOptions {
  /** Told the job's summary each time it is asked (progress). */
  readonly onProgress?: (job: JobSummary) => void;
  /** Between two looks at the job (default 200 ms). */
  readonly pollMs?: number;
  readonly signal?: AbortSignal;
}

/** Follows a job until it is no longer sending; resolves its last summary. */
export async function waitForSync(caller: SyncCaller, jobId: string, options: WaitOptions = {}): Promise<JobSummary> {
  const pollMs = options.pollMs ?? 200;
  for (;;) {
    const { job } = await caller('jobs.get', { jobId, limit: 1 });
    options.onProgress?.(job);
    if (!isLiveJobState(job.state) || options.signal?.aborted) return job;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** How a sync's job ended, for a script: the worst of its rows. */
export type SyncOutcome = 'succeeded' | 'failed' | 'unknown' | 'notSent';

export function syncOutcome(job: Pick<JobSummary, 'failed' | 'unknown' | 'invalid' | 'pending' | 'missing'>): SyncOutcome {
  if (job.unknown > 0 || job.missing > 0) return 'unknown';
  if (job.pending > 0) return 'notSent';
  if (job.failed > 0 || job.invalid > 0) return 'failed';
  return 'succeeded';
}

export interface ResultFiles {
  readonly csv: string;
  readonly xlsx: string;
}

/** A bare number as the export writes one (the send count, a quantity): a number cell; anything else is text. */
const NUMBER = /^-?(0|[1-9]\d{0,14})(\.\d{1,6})?$/;

/**
 * Writes the job's results as `<source name>-results-<job>.csv` and `.xlsx` in `dir` (default: beside the
 * source). Returns their paths.
 */
export async function writeSyncResults(caller: SyncCaller, jobId: string, source: string, options: { dir?: string; locale?: Locale } = {}): Promise<ResultFiles> {
  const dir = options.dir ?? dirname(source);
  await mkdir(dir, { recursive: true });
  const base = `${basename(source, extname(source))}-results-${jobId}`;
  const { content } = await caller('jobs.export', { jobId, format: 'csv', locale: options.locale ?? 'en' });
  const csv = join(dir, `${base}.csv`);
  await writeFile(csv, content, 'utf8');
  const table = parseDelimited(content);
  const sheet = table.map((row, r) =>
    row.map((cell) => {
      const text = unprotectCell(cell);
      if (r === 0) return { value: text, type: String, fontWeight: 'bold' as const };
      if (text === '') return null;
      // A protected cell (="…") is text on purpose (an id, a code); a bare canonical number is a number.
      return cell === text && NUMBER.test(text) ? { value: Number(text), type: Number } : { value: text, type: String, format: '@' };
    }),
  );
  const xlsx = join(dir, `${base}.xlsx`);
  await writeXlsxFile(sheet, { sheet: 'Results' }).toFile(xlsx);
  return { csv, xlsx };
}
