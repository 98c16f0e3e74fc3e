// What this page knows of the main process's ledger of what was sent, for one write operation: the entry of
// every item a screen asked about (looked up once, in batches), kept current by the `ledger.changed` pushes and
// the jobs' own events, so a row applied from another tab, window or screen shows as applied here within the
// push's moment, and following a job never re-reads it. Framework-free: `useLedger` is its React view.
import type { EventPayload, IpcEventName, JobState, LedgerEntry, MethodInput, MethodOutput } from '../../../shared/ipc';
import type { WriteOperationId } from '../bridge/operations';

/** The part of the bridge the mirror uses (the real client, or a test's fake). */
export interface LedgerBridge {
  call(method: 'ledger.lookup', input: MethodInput<'ledger.lookup'>): Promise<MethodOutput<'ledger.lookup'>>;
  on<E extends IpcEventName>(event: E, listener: (payload: EventPayload<E>) => void): () => void;
}

/** An item the screen holds: its identity and the hash of its values now. */
export interface WantedItem {
  readonly key: string;
  readonly values: string;
}

/** Items asked in one call: a bounded body however big the grid. */
export const LOOKUP_BATCH = 10_000;

export type Schedule = (run: () => void) => void;

/** The clock the mirror paces its notifications by (the browser's; a test's own). */
export interface Pacing {
  now(): number;
  later(run: () => void, ms: number): void;
}

const browserPacing: Pacing = { now: () => performance.now(), later: (run, ms) => void setTimeout(run, ms) };

/** The most a notification waits after the renders of the one before (as long as they took, up to this). */
export const MAX_QUIET_MS = 250;

export class LedgerMirror {
  /** By identity: the entry, or null when the ledger holds none (never sent). Absent: not known yet. */
  private readonly entries = new Map<string, LedgerEntry | null>();
  private readonly jobs = new Map<string, JobState>();
  /** Every item a screen asked about, with its values then: asked again when the main process says so. */
  private readonly wanted = new Map<string, string>();
  /** Asked for, not answered yet. */
  private readonly asking = new Set<string>();
  private readonly queued = new Map<string, string>();
  /** The push count when an item's entry last came by push: a lookup sent before it must not overwrite it. */
  private readonly pushedAt = new Map<string, number>();
  /** The push count of the last "look again": it stands for a push of every item (a lookup asked before it is set aside). */
  private lookedAgainAt = -1;
  /** Every item wanted is to be asked again (a "look again"), besides `queued`. */
  private askAll = false;
  private pushes = 0;
  private scheduled = false;
  private readonly listeners = new Set<() => void>();
  private notifying = false;
  private quietUntil = 0;
  /** Bumped on every change: the value a React store snapshot compares. */
  version = 0;
  /** The last lookup that failed (the items it asked are asked again with the next `want`). */
  error: unknown = null;

  constructor(
    private readonly bridge: LedgerBridge,
    readonly operation: WriteOperationId,
    private readonly schedule: Schedule = (run) => setTimeout(run, 0),
    private readonly pacing: Pacing = browserPacing,
  ) {}

  /** The entry of an item: null = never sent; undefined = not known yet (asked, or to be asked). */
  entry(key: string): LedgerEntry | null | undefined {
    return this.entries.get(key);
  }

  /** The state of a job an entry names, as last heard. */
  jobState(jobId: string): JobState | undefined {
    return this.jobs.get(jobId);
  }

  /** Makes sure every item is known or asked for; the answers come in batches, a moment later. */
  want(items: Iterable<WantedItem>): void {
    let added = false;
    for (const { key, values } of items) {
      this.wanted.set(key, values);
      if (this.entries.has(key) || this.asking.has(key) || this.queued.has(key) || this.askAll) continue;
      this.queued.set(key, values);
      added = true;
    }
    if (added) this.scheduleFlush();
  }

  private scheduleFlush(): void {
    if (!this.scheduled) {
      this.scheduled = true;
      this.schedule(() => {
        this.scheduled = false;
        void this.flush();
      });
    }
  }

  /** Asks for everything queued now (the scheduler calls it; tests may too). */
  async flush(): Promise<void> {
    if (this.queued.size === 0 && !this.askAll) return;
    const batch: Array<{ id: string; values: string }> = [];
    for (const [id, values] of this.askAll ? this.wanted : this.queued) batch.push({ id, values });
    // (Everything wanted holds what was queued: `want` sets both.)
    this.askAll = false;
    this.queued.clear();
    const asked = this.pushes;
    for (const { id } of batch) this.asking.add(id);
    try {
      for (let i = 0; i < batch.length; i += LOOKUP_BATCH) {
        const part = batch.slice(i, i + LOOKUP_BATCH);
        let answer: MethodOutput<'ledger.lookup'>;
        try {
          answer = await this.bridge.call('ledger.lookup', { operation: this.operation, items: part });
        } catch (err) {
          this.error = err;
          for (const { id } of batch.slice(i)) this.asking.delete(id);
          this.changed();
          return;
        }
        const found = new Map(answer.found.map((f) => [f.id, f.entry]));
        for (const { id } of part) {
          this.asking.delete(id);
          // A push that came after this lookup left knows better.
          if (this.lookedAgainAt > asked || (this.pushedAt.get(id) ?? -1) > asked) continue;
          this.entries.set(id, found.get(id) ?? null);
        }
        this.noteJobs(answer.jobs);
        this.error = null;
        this.changed();
      }
    } finally {
      for (const { id } of batch) this.asking.delete(id);
    }
  }

  /** A push from the main process: entries that changed, and the states of the jobs they name. */
  apply(event: EventPayload<'ledger.changed'>): void {
    if (event.operation !== this.operation) return;
    const at = ++this.pushes;
    if (event.lookupAgain) {
      // Too much changed at once to push (a 100,000-row start): everything this page holds is asked again, and
      // nothing is offered meanwhile (an entry not known is "loading"). Even what is being asked already: that
      // answer was asked before this push, and is set aside when it comes. Said in a few steps, not one per item
      // (three Map writes for each of 100,000 items held the page for a quarter of a second).
      this.entries.clear();
      this.pushedAt.clear();
      this.lookedAgainAt = at;
      this.askAll = true;
      this.scheduleFlush();
    }
    for (const { id, entry } of event.entries) {
      this.entries.set(id, entry);
      this.pushedAt.set(id, at);
    }
    this.noteJobs(event.jobs);
    this.changed();
  }

  /**
   * A start this page just made: its items are on their way in `jobId` until the ledger's pushes say more (a push
   * that came first is kept: it knows more than "queued").
   */
  expect(jobId: string, items: ReadonlyArray<{ key: string; values: string; rowKey: string }>, createdAt: string): void {
    for (const { key, values, rowKey } of items) {
      if (this.entries.get(key)?.jobId === jobId) continue;
      this.entries.set(key, { jobId, rowKey, status: 'pending', values, item: null, sent: null, sentAt: null, createdAt, reason: null, code: null, category: null, resolvedBy: null });
    }
    if (!this.jobs.has(jobId)) this.jobs.set(jobId, 'running');
    this.changed();
  }

  /** A job's state as its own events tell it (progress, finished). */
  noteJob(jobId: string, state: JobState): void {
    if (this.jobs.get(jobId) === state) return;
    this.jobs.set(jobId, state);
    this.changed();
  }

  /** Everything known is forgotten (another profile is open now): asked again as screens want it. */
  reset(): void {
    this.entries.clear();
    this.wanted.clear();
    this.jobs.clear();
    this.queued.clear();
    this.asking.clear();
    this.pushedAt.clear();
    this.askAll = false;
    this.changed();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private noteJobs(jobs: Readonly<Record<string, JobState>>): void {
    for (const [jobId, state] of Object.entries(jobs)) this.jobs.set(jobId, state);
  }

  /**
   * What changed is readable at once; the screens hear of it a moment later, once for everything since. A
   * 100,000-row grid renders for hundreds of milliseconds, and a job's pushes come several a second: heard one by
   * one, each its own render, the screen fell tens of seconds behind the job. So a notification waits for the
   * renders of the one before to end and then as long again (at most MAX_QUIET_MS): the pushes queued meanwhile
   * are taken in one render, and the screen is never more than about one render behind. A small screen's renders
   * take a few milliseconds, and so does the wait.
   */
  private changed(): void {
    this.version++;
    if (this.notifying) return;
    this.notifying = true;
    this.pacing.later(() => this.notify(), Math.max(0, this.quietUntil - this.pacing.now()));
  }

  private notify(): void {
    this.notifying = false;
    const started = this.pacing.now();
    for (const l of this.listeners) l();
    // The renders the listeners asked for run before the next task: when it runs, they are done.
    this.pacing.later(() => {
      const end = this.pacing.now();
      this.quietUntil = end + Math.min(MAX_QUIET_MS, end - started);
    }, 0);
  }
}

/** The page's mirrors, one per bridge and operation, each fed by the bridge's pushes from its first use. */
const mirrors = new WeakMap<LedgerBridge, Map<string, LedgerMirror>>();

export function ledgerMirror(bridge: LedgerBridge, operation: WriteOperationId): LedgerMirror {
  let byOp = mirrors.get(bridge);
  if (!byOp) {
    const created = new Map<string, LedgerMirror>();
    byOp = created;
    mirrors.set(bridge, created);
    // Subscribed once per bridge, for the page's life: every mirror of it hears every push.
    bridge.on('ledger.changed', (e) => created.get(e.operation)?.apply(e));
    bridge.on('job.progress', (p) => created.forEach((m) => m.noteJob(p.jobId, p.state)));
    bridge.on('job.finished', (s) => created.forEach((m) => m.noteJob(s.jobId, s.state)));
    bridge.on('profile.changed', () => created.forEach((m) => m.reset()));
  }
  let mirror = byOp.get(operation);
  if (!mirror) byOp.set(operation, (mirror = new LedgerMirror(bridge, operation)));
  return mirror;
}
