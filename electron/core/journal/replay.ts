// Rebuilds a job from its journal. A chunk with an intent and no outcome was in flight when the process
// stopped: its rows are unknown, never pending (it may have been applied).
import { parseJson } from '../../../shared/json/lossless';
import { JobModel } from '../batch/job-model';
import { journalRecordSchema, type ParsedRecord } from './records';

export interface ReplayResult {
  model: JobModel;
  closed: boolean;
  /** Lines that could not be read (a torn last line after a crash; anything else is reported). */
  skippedLines: number;
}

export class JournalCorruptError extends Error {
  override readonly name = 'JournalCorruptError';
}

export const INTERRUPTED_REASON = 'the process stopped while this row was being sent; it may or may not have been applied';

export function replay(text: string): ReplayResult {
  const lines = text.split('\n');
  let model: JobModel | null = null;
  let closed = false;
  let skipped = 0;
  let runEnded = true;
  const open = new Map<string, string[]>();

  const settleOpenChunks = (m: JobModel) => {
    for (const keys of open.values()) {
      for (const key of keys) {
        const row = m.rows.get(key);
        if (row && row.status === 'pending') {
          m.apply({ key, status: 'unknown', reason: INTERRUPTED_REASON, code: 'INTERRUPTED', category: 'unknown-outcome', info: null, requestId: null });
        }
      }
    }
    open.clear();
  };

  for (const line of lines) {
    if (line.trim() === '') continue;
    let rec: ParsedRecord;
    try {
      const parsed = journalRecordSchema.safeParse(parseJson(line));
      if (!parsed.success) throw new Error(parsed.error.message);
      rec = parsed.data;
    } catch {
      skipped++;
      continue;
    }
    if (rec.t === 'job') {
      model = new JobModel({
        jobId: rec.jobId,
        operation: rec.operation,
        label: rec.label,
        createdAt: rec.createdAt,
        common: rec.common,
        context: rec.context,
      });
      continue;
    }
    if (!model) throw new JournalCorruptError('the journal does not start with a job record');
    switch (rec.t) {
      case 'rows':
        for (const r of rec.rows) if (!model.rows.has(r.key)) model.addRow(r.key, r.input);
        break;
      case 'invalid':
        for (const r of rec.rows) model.markInvalid(r.key, r.issues);
        break;
      case 'run':
        settleOpenChunks(model);
        model.run = rec.run;
        runEnded = false;
        for (const key of rec.retry ?? []) {
          const row = model.rows.get(key);
          if (row && row.status === 'failed') model.apply({ key, status: 'pending', reason: null, code: null, category: null, info: row.info, requestId: null });
        }
        break;
      case 'intent':
        open.set(rec.chunk, rec.keys);
        for (const key of rec.keys) {
          const row = model.rows.get(key);
          if (row) row.sends++;
        }
        break;
      case 'outcome':
        open.delete(rec.chunk);
        for (const o of rec.rows) model.apply(o);
        break;
      case 'resolve':
        settleOpenChunks(model);
        for (const o of rec.rows) model.apply(o, rec.by);
        break;
      case 'end':
        runEnded = true;
        model.state = rec.state;
        model.finishedAt = rec.at;
        model.error = rec.error;
        break;
      case 'closed':
        settleOpenChunks(model);
        closed = true;
        break;
    }
  }
  if (!model) throw new JournalCorruptError('the journal has no job record');
  settleOpenChunks(model);
  if (!runEnded) model.state = 'interrupted';
  else if (model.run === 0) model.state = 'interrupted';
  return { model, closed, skippedLines: skipped };
}
