// One chunk of rows → one request: the intent (rendered before the slot) is made durable right before the first
// attempt leaves, the answer's per-item outcomes are mapped back to rows, and a failure becomes a row status by
// its category.
import { vendorRefusalCode } from '../../../shared/catalogue/reason-codes';
import type { NormalisedResult } from '../../../shared/catalogue';
import type { CallTrace, CheckedBody, OpenApiClient } from '../client';
import { isOpenApiError, localError, type OpenApiError } from '../errors';
import type { RowOutcome } from '../job/row-outcome';
import { intentRenderer, type JobJournalWriter } from '../journal/writer';
import type { JobModel, RowState } from '../job/job-model';
import { batchOperation } from './rows';

/** What a batch needs of the client: sending bodies the runner validated row by row. */
export type BatchCaller = Pick<OpenApiClient, 'callValidated'>;

export interface ChunkRun {
  model: JobModel;
  writer: JobJournalWriter;
  client: BatchCaller;
  /** Aborted on cancel: stops chunks still waiting, never one in flight. */
  waitSignal: AbortSignal;
  cancelled: () => boolean;
  now: () => number;
}

export interface ChunkResult {
  outcomes: RowOutcome[];
  /** A failure that will fail every later chunk the same way (credentials, permissions, the journal). */
  halt: OpenApiError | null;
}

export async function sendChunk(run: ChunkRun, chunk: { id: string; rows: readonly RowState[]; body: CheckedBody }): Promise<ChunkResult> {
  const { rows, id: chunkId } = chunk;
  const { model } = run;
  const operation = model.meta.operation;
  const keys = rows.map((r) => r.key);
  const trace: CallTrace = { attempts: 0, requestId: null };
  let intentWritten = false;
  // Rendered now, while the chunk still waits for its slot: with the slot held only the time is joined in.
  const intent = intentRenderer(chunkId, keys);
  let outcomes: RowOutcome[];
  let halt: OpenApiError | null = null;
  try {
    const result = await run.client.callValidated(operation, chunk.body, {
      priority: 'bulk',
      context: model.meta.context ?? undefined,
      trace,
      waitSignal: run.waitSignal,
      beforeSend: async () => {
        if (run.cancelled()) throw localError('ABORTED', operation, 'not-executed');
        if (intentWritten) return;
        const at = new Date(run.now()).toISOString();
        await run.writer.durable(intent(at));
        intentWritten = true;
        model.noteRowsSent(rows, chunkId, at);
      },
    });
    outcomes = mapAnswer(rows, result, batchOperation(operation).batch.kind === 'single');
  } catch (err) {
    const e = isOpenApiError(err) ? err : localError('NETWORK', operation, intentWritten ? 'unknown-outcome' : 'not-executed', { cause: err });
    outcomes = rows.map((r) => outcomeOfError(r.key, e, trace.requestId));
    const cancelled = e.code === 'ABORTED' && e.category === 'not-executed';
    // Still 2001007 after signing afresh: the clock is off, and every later chunk would meet the same.
    const clockOff = e.code === '2001007';
    if (!cancelled && (e.action === 'stop' || e.action === 'report-bug' || clockOff || e.code === 'JOURNAL_WRITE_FAILED')) halt = e;
  }
  try {
    await run.writer.append({ t: 'outcome', chunk: chunkId, at: new Date(run.now()).toISOString(), attempts: trace.attempts, rows: outcomes });
  } catch (err) {
    halt ??= localError('JOURNAL_WRITE_FAILED', operation, 'not-executed', { cause: err });
  }
  // Outcomes come in the chunk's row order (mapAnswer's, outcomeOfError's): each is applied to its row at hand.
  outcomes.forEach((o, i) => model.applyTo(rows[i] as RowState, o));
  return { outcomes, halt };
}

/** Per-item outcomes → rows. A row the answer does not mention may or may not have been applied. */
function mapAnswer(rows: readonly RowState[], result: NormalisedResult<unknown>, single: boolean): RowOutcome[] {
  const requestId = result.envelope.requestId;
  // Each row's place in the chunk by its item key; the outcomes are filled in by place (no second map of 200).
  const byItem = new Map<string, number>();
  // A single-body request has one answer item whatever key the normaliser derived (new cargo drafts share one).
  if (single && rows.length === 1 && result.items.length === 1) byItem.set((result.items[0] as { key: string }).key, 0);
  else
    for (let i = 0; i < rows.length; i++) {
      const itemKey = (rows[i] as RowState).itemKey;
      if (itemKey !== null) byItem.set(itemKey, i);
    }
  const out: Array<RowOutcome | undefined> = new Array<RowOutcome | undefined>(rows.length);
  for (const item of result.items) {
    const at = byItem.get(item.key);
    if (at === undefined || out[at] !== undefined) continue;
    const row = rows[at] as RowState;
    const status = item.ok ? 'succeeded' : item.uncertain ? 'unknown' : 'failed';
    out[at] = {
      key: row.key,
      status,
      reason: item.reason,
      code: status === 'succeeded' ? null : (item.reasonCode ?? (status === 'failed' ? (vendorRefusalCode(item.reason) ?? 'ITEM_FAILED') : 'ITEM_UNCERTAIN')),
      category: status === 'failed' ? 'executed' : status === 'unknown' ? 'unknown-outcome' : null,
      info: item.info && hasKeys(item.info) ? item.info : null,
      requestId,
    };
  }
  for (let i = 0; i < rows.length; i++) {
    out[i] ??= {
      key: (rows[i] as RowState).key,
      status: 'unknown',
      // No vendor words to keep: the code says it (screens translate ITEM_UNCERTAIN).
      reason: null,
      code: 'ITEM_UNCERTAIN',
      category: 'unknown-outcome',
      info: null,
      requestId,
    };
  }
  return out as RowOutcome[];
}

/** Whether the object has an own enumerable key (without listing them: 200 rows a chunk). */
function hasKeys(o: object): boolean {
  for (const k in o) if (Object.hasOwn(o, k)) return true;
  return false;
}

function outcomeOfError(key: string, e: OpenApiError, requestId: string | null): RowOutcome {
  // A whole-request refusal the vendor words in a known way (a single-item operation's refusal) carries that
  // code and the vendor's words, like an item's refusal; any other keeps the error's code and sentence.
  const words = e.details.vendorMessage ?? null;
  const refusal = e.category !== 'unknown-outcome' && e.code !== 'ABORTED' ? vendorRefusalCode(words) : null;
  const base = refusal
    ? { key, reason: words, code: refusal, info: null, requestId: e.requestId ?? requestId }
    : { key, reason: e.messageFor('en'), code: e.code, info: null, requestId: e.requestId ?? requestId };
  // Cancelled before it was sent: the row simply was not sent.
  if (e.code === 'ABORTED' && e.category === 'not-executed') return { ...base, status: 'pending', reason: null, code: null, category: null };
  if (e.category === 'unknown-outcome') return { ...base, status: 'unknown', category: 'unknown-outcome' };
  // Refused before the service looked at the rows (unreachable, busy past the budget, a credential, token or
  // setting to fix first): nothing is wrong with them and nothing of them executed, so they wait for Resume
  // like rows never sent, with the code saying why. Only a refusal of the request's content (`show`: 102,
  // 500) is a failure of these rows, to retry apart once changed.
  if (e.category === 'not-executed' && e.action !== 'show') return { ...base, status: 'pending', category: 'not-executed' };
  return { ...base, status: 'failed', category: e.category };
}
