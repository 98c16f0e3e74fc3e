// `ledger.changed`: the identities whose entry changed and the jobs whose state changed are gathered for a short
// moment (a chunk's 200 answers, a decision, a start) and pushed as events per operation, so a row applied in one
// tab shows in every other. A flush naming more items than an event stream should carry (a 100,000-row start,
// its roll-back) says so instead (`lookupAgain`): the screens ask `ledger.lookup` for the rows they show.
import type { OperationId } from '../../../shared/catalogue';
import type { LedgerChangedEvent, LedgerEntry } from '../../../shared/ipc/ledger';
import type { JobState } from '../job/types';

/** How long changes are gathered before they are pushed. */
export const GATHER_MS = 150;
/** Entries per event: about 300 KB of JSON at most (the browser host drops a stream whose backlog passes 1 MiB). */
export const ENTRIES_PER_EVENT = 1000;
/** Entries of one operation in one flush past which the screens are asked to look again instead. */
export const MAX_PUSHED = 5000;

/** The clock the gathering runs on (tests drive it). */
export interface PushTimers {
  set(fn: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

export const realTimers: PushTimers = {
  set: (fn, ms) => {
    const t = setTimeout(fn, ms);
    t.unref?.();
    return t;
  },
  clear: (h) => clearTimeout(h as NodeJS.Timeout),
};

export interface PushSource {
  entryOf(operation: OperationId, id: string): LedgerEntry | null;
  stateOf(jobId: string): JobState | null;
}

export class LedgerPush {
  private readonly items = new Map<OperationId, Set<string>>();
  private readonly jobs = new Map<OperationId, Set<string>>();
  private timer: unknown = null;

  constructor(
    private readonly source: PushSource,
    private readonly emit: (event: LedgerChangedEvent) => void,
    private readonly timers: PushTimers = realTimers,
    private readonly gatherMs = GATHER_MS,
  ) {}

  item(operation: OperationId, id: string): void {
    let s = this.items.get(operation);
    if (!s) {
      this.items.set(operation, (s = new Set()));
      this.schedule();
    }
    s.add(id);
  }

  job(operation: OperationId, jobId: string): void {
    let s = this.jobs.get(operation);
    if (!s) {
      this.jobs.set(operation, (s = new Set()));
      this.schedule();
    }
    s.add(jobId);
  }

  /** Pushes what was gathered now (the timer's end, or a test). */
  flush(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    const ops = new Set<OperationId>([...this.items.keys(), ...this.jobs.keys()]);
    for (const operation of ops) {
      const ids = this.items.get(operation) ?? new Set<string>();
      const jobIds = this.jobs.get(operation) ?? new Set<string>();
      this.items.delete(operation);
      this.jobs.delete(operation);
      if (ids.size > MAX_PUSHED) {
        this.emit({ operation, entries: [], jobs: this.states(jobIds), lookupAgain: true });
        continue;
      }
      let entries: LedgerChangedEvent['entries'] = [];
      let named = new Set(jobIds);
      let first = true;
      const send = () => {
        this.emit({ operation, entries, jobs: this.states(named), lookupAgain: false });
        entries = [];
        named = new Set();
        first = false;
      };
      for (const id of ids) {
        const entry = this.source.entryOf(operation, id);
        entries.push({ id, entry });
        if (entry) named.add(entry.jobId);
        if (entries.length >= ENTRIES_PER_EVENT) send();
      }
      if (entries.length > 0 || first) send();
    }
  }

  /** Everything of an operation changed (a reset sandbox's ledger forgot its past): screens ask again, now. */
  lookupAgain(operation: OperationId): void {
    this.items.delete(operation);
    this.jobs.delete(operation);
    this.emit({ operation, entries: [], jobs: {}, lookupAgain: true });
  }

  /** Stops the timer; nothing more is pushed. */
  close(): void {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    this.items.clear();
    this.jobs.clear();
  }

  private states(jobIds: Iterable<string>): Record<string, JobState> {
    const out: Record<string, JobState> = {};
    for (const jobId of jobIds) {
      const s = this.source.stateOf(jobId);
      if (s !== null) out[jobId] = s;
    }
    return out;
  }

  private schedule(): void {
    if (this.timer === null) this.timer = this.timers.set(() => this.flush(), this.gatherMs);
  }
}
