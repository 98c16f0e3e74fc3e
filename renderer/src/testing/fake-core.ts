// A main process for the renderer's unit tests of write screens: jobs started through jobs.start are held in
// memory, every row named by its identity in a ledger as the real one names it (shared/catalogue/item-identity.ts),
// with the real ledger's refusal rules (on its way, applied or maybe applied with the same values: ALREADY_SENT
// unless "again"), ledger.lookup, and the pushes (ledger.changed, job.progress, job.finished) a test sends when
// it settles a job. The real core's ledger has its own tests (test/unit/core, test/integration/core).
import type { JobRow, JobState, JobSummary, LedgerEntry, MethodInput, MethodOutput } from '../../../shared/ipc';
import { isJobLive } from '../api/job-live';
import { BridgeError } from '../bridge/client';
import type { WriteOperationId } from '../bridge/operations';
import { identityOf } from '../ledger/identity';
import { fakeBridge, type FakeBridge, type FakeHandlers } from './fake-bridge';

type Status = LedgerEntry['status'];

interface FakeRow {
  key: string;
  identity: { key: string; values: string } | null;
  status: Status | 'invalid';
  sentAt: string | null;
  reason: string | null;
  code: string | null;
}

interface FakeJob {
  jobId: string;
  operation: WriteOperationId;
  state: JobState;
  createdAt: string;
  rows: FakeRow[];
  label: MethodInput<'jobs.start'>['label'];
}

export interface FakeCore {
  bridge: FakeBridge;
  jobs: Map<string, FakeJob>;
  /** Every row the vendor was sent, in order: `${operation} ${identity}`. */
  applied: string[];
  /** Settles every pending row of a job (or of the newest) as `outcomeOf` says (a status, or one with the vendor's reason), and pushes what changed. */
  finish(jobId?: string, outcomeOf?: (rowKey: string) => Status | { status: Status; reason: string | null; code?: string | null }, state?: JobState): void;
  /** A job started elsewhere (another tab): its rows as given, settled at once, and pushed. */
  startElsewhere(operation: WriteOperationId, rows: Array<{ key: string; input: unknown }>, common?: Record<string, unknown> | null, outcome?: Status): string;
}

let clock = 0;
const stamp = () => new Date(Date.UTC(2026, 11, 1, 10, 0, 0) + ++clock * 1000).toISOString();

export interface FakeCoreOptions {
  /** Every job is settled as soon as it started, as this says (a vendor that answers at once). */
  settle?: (rowKey: string) => Status | { status: Status; reason: string | null; code?: string | null };
}

export function fakeCore(extra: FakeHandlers = {}, options: FakeCoreOptions = {}): FakeCore {
  const jobs = new Map<string, FakeJob>();
  const applied: string[] = [];
  let n = 0;
  const summary = (j: FakeJob): JobSummary => {
    const count = (s: FakeRow['status']) => j.rows.filter((r) => r.status === s).length;
    return {
      jobId: j.jobId, operation: j.operation, label: typeof j.label === 'string' ? j.label : null, labelMessage: typeof j.label === 'object' ? j.label : null,
      state: j.state, createdAt: j.createdAt, finishedAt: null, error: null, reconcilable: false, damage: null,
      total: j.rows.length, pending: count('pending'), succeeded: count('succeeded'), failed: count('failed'), unknown: count('unknown'), invalid: count('invalid'), missing: 0,
    };
  };
  const entryOf = (j: FakeJob, r: FakeRow): LedgerEntry => ({
    jobId: j.jobId, rowKey: r.key, status: r.status as Status, values: r.identity!.values, item: null, sent: null, sentAt: r.sentAt, createdAt: j.createdAt,
    reason: r.reason, code: r.code, category: r.status === 'failed' ? 'executed' : null, resolvedBy: null,
  });
  /** The latest row of an identity across jobs (by when it went out, or its job was made). */
  const latest = (operation: WriteOperationId, id: string): { job: FakeJob; row: FakeRow } | null => {
    let best: { job: FakeJob; row: FakeRow; at: string } | null = null;
    for (const job of jobs.values()) {
      if (job.operation !== operation) continue;
      for (const row of job.rows) {
        if (row.identity?.key !== id || row.status === 'invalid') continue;
        const at = row.sentAt ?? job.createdAt;
        if (!best || at > best.at || (at === best.at && job.jobId > best.job.jobId)) best = { job, row, at };
      }
    }
    return best;
  };
  const states = (ids: Iterable<string>) => Object.fromEntries([...ids].map((id) => [id, jobs.get(id)!.state]));
  const push = (job: FakeJob, rows: readonly FakeRow[]) => {
    const entries = rows.filter((r) => r.identity).map((r) => ({ id: r.identity!.key, entry: entryOf(job, r) }));
    bridge.emit('ledger.changed', { operation: job.operation, entries, jobs: states([job.jobId]), lookupAgain: false });
  };

  const handlers: FakeHandlers = {
    'ledger.lookup': ({ operation, items }) => {
      const found: MethodOutput<'ledger.lookup'>['found'] = [];
      const named = new Set<string>();
      for (const { id, values } of items) {
        const hit = latest(operation as WriteOperationId, id);
        if (!hit) continue;
        named.add(hit.job.jobId);
        found.push({ id, same: hit.row.identity!.values === values, entry: entryOf(hit.job, hit.row) });
      }
      return { found, jobs: states(named) };
    },
    'jobs.start': (input) => {
      const operation = input.operation as WriteOperationId;
      const jobId = input.jobId ?? `job-${++n}`;
      if (jobs.has(jobId)) throw new BridgeError({ code: 'CONFLICT', message: 'taken', details: {} });
      const again = new Set(input.again ?? []);
      const rows: FakeRow[] = input.rows.map((r) => ({ key: r.key, identity: identityOf(operation, (input.common as Record<string, unknown> | undefined) ?? null, r.input), status: 'pending', sentAt: null, reason: null, code: null }));
      const refused = rows.flatMap((r): Array<{ key: string; why: 'inFlight' | 'applied' | 'unknown' }> => {
        if (!r.identity) return [];
        const hit = latest(operation, r.identity.key);
        if (!hit) return [];
        if (hit.row.status === 'pending' && isJobLive(hit.job)) return [{ key: r.key, why: 'inFlight' as const }];
        if (hit.row.identity!.values !== r.identity.values || again.has(r.key)) return [];
        if (hit.row.status === 'succeeded') return [{ key: r.key, why: 'applied' as const }];
        if (hit.row.status === 'unknown') return [{ key: r.key, why: 'unknown' as const }];
        return [];
      });
      if (refused.length > 0) {
        throw new BridgeError({ code: 'ALREADY_SENT', message: 'already sent', details: { count: refused.length, items: refused.map((x) => ({ ...x, jobId: 'job-x', item: null, at: stamp() })) } });
      }
      const job: FakeJob = { jobId, operation, state: 'running', createdAt: stamp(), rows, label: input.label };
      // A row the new job takes over is no longer sent by the stopped job that held it (superseded).
      for (const r of rows) {
        const hit = r.identity ? latest(operation, r.identity.key) : null;
        if (hit && (hit.row.status === 'pending' || hit.row.status === 'failed')) hit.row.status = 'invalid';
      }
      jobs.set(jobId, job);
      push(job, rows);
      if (options.settle) {
        finish(jobId, options.settle);
        return summary(job);
      }
      return summary(job);
    },
    'jobs.list': () => ({ jobs: [...jobs.values()].map(summary).reverse() }),
    'jobs.get': ({ jobId, offset = 0, limit = 200 }) => {
      const j = jobs.get(jobId);
      if (!j) throw new BridgeError({ code: 'NOT_FOUND', message: 'no job', details: {} });
      const rows = j.rows.slice(offset, offset + limit).map((r): JobRow => ({ key: r.key, status: r.status, reason: r.reason, code: r.code, category: null, info: null, requestId: null, sends: r.sentAt ? 1 : 0, resolvedBy: null, issues: null }));
      return { job: summary(j), rows, matching: j.rows.length, offset };
    },
    'jobs.abandon': ({ jobId }) => ({ existed: jobs.has(jobId) }),
    'jobs.cancel': ({ jobId }) => {
      const j = jobs.get(jobId)!;
      j.state = 'cancelled';
      bridge.emit('job.finished', summary(j));
      return summary(j);
    },
    'jobs.retryFailed': ({ jobId, keys }: MethodInput<'jobs.retryFailed'>) => {
      const j = jobs.get(jobId)!;
      const retried = j.rows.filter((r) => r.status === 'failed' && (!keys || keys.includes(r.key)));
      for (const r of retried) Object.assign(r, { status: 'pending', reason: null, code: null });
      j.state = 'running';
      push(j, retried);
      return summary(j);
    },
  };
  Object.assign(handlers, extra);
  const bridge = fakeBridge(handlers);

  function finish(...[jobId, outcomeOf = () => 'succeeded', state = 'finished']: Parameters<FakeCore['finish']>): void {
    const job = jobId ? jobs.get(jobId)! : [...jobs.values()].at(-1)!;
    const changed: FakeRow[] = [];
    for (const r of job.rows) {
      if (r.status !== 'pending') continue;
      const said = outcomeOf(r.key);
      const { status, reason, code = null } = typeof said === 'string' ? { status: said, reason: said === 'failed' ? 'refused by the vendor' : null } : said;
      Object.assign(r, { status, sentAt: status === 'pending' ? r.sentAt : stamp(), reason, code });
      if (status !== 'pending') applied.push(`${job.operation} ${r.identity?.key ?? r.key}`);
      changed.push(r);
    }
    job.state = state;
    push(job, changed);
    bridge.emit('job.finished', summary(job));
  }

  const startElsewhere: FakeCore['startElsewhere'] = (operation, rows, common = null, outcome = 'succeeded') => {
    const started = handlers['jobs.start']!({ operation, rows: rows.map((r) => ({ key: r.key, input: r.input as never })), ...(common ? { common: common as never } : {}) }) as JobSummary;
    finish(started.jobId, () => outcome);
    return started.jobId;
  };

  return { bridge, jobs, applied, finish, startElsewhere };
}
