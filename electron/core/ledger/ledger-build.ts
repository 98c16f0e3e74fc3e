// The ledger built at a session's start from every job of earlier sessions: each job's ledger file (derived from
// a full replay of its journal by the summary worker, journal/ledger-file.ts), streamed and added in slices of
// about 8 ms, so opening a profile with half a million rows of history never holds the main loop. A ledger file
// that does not hold what its summary says is made again once; a journal in which not even the job can be read
// has nothing of it sent (sending starts only after the seal), so it adds nothing.
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Journal } from '../journal/journal';
import { LedgerFileError, type LedgerLine } from '../journal/ledger-file';
import { JournalCorruptError } from '../journal/replay';
import type { JournalSummary } from '../journal/summary';
import type { Logger } from '../logger';
import { JobRef, StaticCandidate, type CandidateDetail, type LedgerIndex } from './ledger-index';

/**
 * Values many rows of a job share (a chunk's `sentAt`, a quantity's `sent`, a vendor's reason) kept once: an
 * earlier session's 100,000-row job is 100,000 candidates held for the whole session. Bounded: past its size it
 * starts afresh (a value is then only kept twice).
 */
class Shared {
  private readonly texts = new Map<string, string>();
  private readonly sents = new Map<string, Map<string, Record<string, string>>>();
  private readonly details = new Map<string, CandidateDetail>();

  text<T extends string | null>(v: T): T {
    if (v === null) return v;
    const known = this.texts.get(v);
    if (known !== undefined) return known as T;
    if (this.texts.size >= 10_000) this.texts.clear();
    this.texts.set(v, v);
    return v;
  }

  /** How the row ended, beyond its status (null: nothing to say), one object for the rows that ended alike. */
  detail(l: LedgerLine): CandidateDetail | null {
    if (l.reason === null && l.code === null && l.category === null && l.resolvedBy === null) return null;
    const key = `${l.code}\u0000${l.category}\u0000${l.resolvedBy}\u0000${l.reason}`;
    const known = this.details.get(key);
    if (known !== undefined) return known;
    const d: CandidateDetail = { reason: l.reason, code: l.code, category: l.category, resolvedBy: l.resolvedBy };
    if (this.details.size >= 10_000) this.details.clear();
    this.details.set(key, d);
    return d;
  }

  /** Values sent of one field (most operations' rows), one object per field and value. */
  sent(v: Record<string, string> | null): Record<string, string> | null {
    if (v === null) return v;
    const keys = Object.keys(v);
    if (keys.length !== 1) return v;
    const k = keys[0] as string;
    let byValue = this.sents.get(k);
    if (!byValue) this.sents.set(k, (byValue = new Map()));
    const value = v[k] as string;
    const known = byValue.get(value);
    if (known !== undefined) return known;
    if (byValue.size >= 10_000) byValue.clear();
    byValue.set(value, v);
    return v;
  }
}

export interface BuildContext {
  journal: Journal;
  index: LedgerIndex;
  log: Logger;
  sliceMs: number;
  /** Stop (the session is closing). */
  closed(): boolean;
  /** Jobs made before this time are not part of the ledger (the sandbox was reset since: its state began anew). */
  since?: string | null;
}

/** Takes a job's candidates out of the index (a file read half way, a job let go). */
export function withdraw(index: LedgerIndex, ref: JobRef): void {
  const op = index.op(ref.operation);
  for (const c of ref.candidates) op.remove(c);
  ref.candidates.length = 0;
  if (index.jobs.get(ref.jobId) === ref) index.jobs.delete(ref.jobId);
}

export async function buildFromJournals(ctx: BuildContext): Promise<{ jobs: number; rows: number }> {
  const { journal, index, log } = ctx;
  let sliceStart = performance.now();
  const slice = async () => {
    if (performance.now() - sliceStart > ctx.sliceMs) {
      await nextTurn();
      sliceStart = performance.now();
    }
  };
  let jobs = 0;
  let rows = 0;
  const shared = new Shared();
  for (const jobId of await journal.jobIds()) {
    if (ctx.closed()) break;
    // A job of this session (started, or loaded from its journal since) is indexed from memory.
    if (index.jobs.get(jobId)?.model) continue;
    let summary: JournalSummary | null = null;
    // A journal in which not even the job can be read had nothing sent. Anything else (the worker stopped, a read
    // failed) is tried again once, made afresh: a job left out could have its items sent again.
    for (let attempt = 0; attempt < 2 && summary === null; attempt++) {
      try {
        summary = attempt === 0 ? await journal.summary(jobId) : await journal.rebuildSummary(jobId);
      } catch (err) {
        if (err instanceof JournalCorruptError) break;
        log[attempt === 0 ? 'warn' : 'error']({ jobId, err }, attempt === 0 ? 'the ledger could not read a job; trying again' : 'the ledger could not read a job: its items are not in the ledger');
      }
    }
    if (summary === null) continue;
    if (ctx.since && summary.job.createdAt < ctx.since) continue;
    sliceStart = performance.now();
    for (let attempt = 0; ; attempt++) {
      if (index.jobs.get(jobId)?.model) break;
      const ref = new JobRef(jobId, summary.job.operation, summary.job.createdAt, null, summary.job.state, summary.job.damage !== null);
      index.jobs.set(jobId, ref);
      const op = index.op(ref.operation);
      try {
        let adopted = false;
        for await (const block of journal.ledgerRows(jobId, summary)) {
          for (let i = 0; i < block.length; i++) {
            if ((i & 255) === 255) await slice();
            // Loaded into memory meanwhile (a resume, a reconciliation): its model is indexed instead.
            if (index.jobs.get(jobId) !== ref || ctx.closed()) {
              adopted = true;
              break;
            }
            const line = block[i] as LedgerLine;
            // The line is this loop's own: its shared values replace its copies.
            line.sentAt = shared.text(line.sentAt);
            line.sent = shared.sent(line.sent);
            const c = new StaticCandidate(ref, line, shared.detail(line));
            ref.candidates.push(c);
            op.insert(c);
            rows++;
          }
          if (adopted) break;
          await slice();
        }
        jobs++;
        break;
      } catch (err) {
        withdraw(index, ref);
        if (!(err instanceof LedgerFileError) || attempt > 0) {
          log.error({ jobId, err }, 'the ledger could not read a job\'s ledger file');
          break;
        }
        try {
          summary = await journal.rebuildSummary(jobId);
        } catch (again) {
          log.error({ jobId, err: again }, 'the ledger could not make a job\'s ledger file again');
          break;
        }
      }
    }
  }
  return { jobs, rows };
}
