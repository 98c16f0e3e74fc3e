// Fault injection (issue item 7): each active spec fires with its probability until its count is used up;
// every firing is recorded so tests assert what the server really did, not what they asked for.
import type { OperationDef, OperationId } from '../../../shared/catalogue';
import type { Random } from '../../node-shared/prng';
import type { AppliedFault, FaultKind, FaultSpec } from '../types';

interface ActiveFault {
  spec: FaultSpec;
  fired: number;
}

export interface ActiveFaultView extends FaultSpec {
  fired: number;
  /** Firings left; null = unlimited. */
  remaining: number | null;
}

/** The applied-fault log keeps the latest entries only: a skew fault at p=1 fires on every request. */
const MAX_APPLIED = 100_000;

export class FaultInjector {
  private active: ActiveFault[] = [];
  private log: AppliedFault[] = [];
  private seq = 0;
  private firings = new Map<FaultKind, number>();

  constructor(
    private random: Random,
    private readonly nowIso: () => string,
  ) {}

  set(specs: readonly FaultSpec[]): void {
    this.active = specs.map((spec) => ({ spec: { ...spec }, fired: 0 }));
  }

  add(specs: readonly FaultSpec[]): void {
    this.active.push(...specs.map((spec) => ({ spec: { ...spec }, fired: 0 })));
  }

  list(): ActiveFaultView[] {
    return this.active.map(({ spec, fired }) => ({
      ...spec,
      fired,
      remaining: spec.count === undefined ? null : Math.max(0, spec.count - fired),
    }));
  }

  /**
   * Decides whether a fault of `kind` fires for this request and records it if so. A spec without an
   * operation applies to every business path; token calls are hit only when named explicitly.
   */
  fire(kind: FaultKind, op: OperationDef, requestId: string | null): FaultSpec | null {
    if (this.active.length === 0) return null;
    for (const entry of this.active) {
      const { spec } = entry;
      if (spec.kind !== kind || !matches(spec.operation, op)) continue;
      if (spec.count !== undefined && entry.fired >= spec.count) continue;
      const p = spec.probability ?? 1;
      // p = 1 draws no number, so adding a certain fault does not shift the sequence of the others.
      if (p < 1 && !(this.random() < p)) continue;
      entry.fired += 1;
      this.firings.set(kind, (this.firings.get(kind) ?? 0) + 1);
      this.record(kind, op.id, requestId);
      return spec;
    }
    return null;
  }

  /**
   * Whether a standing fault of `kind` is listed (holdStockChanges): it is a state the back office is in while
   * the fault is set, not a per-request draw, so probability and count do not apply to it.
   */
  listed(kind: FaultKind): boolean {
    return this.active.some((entry) => entry.spec.kind === kind);
  }

  applied(): AppliedFault[] {
    return this.log.slice();
  }

  clearApplied(): void {
    this.log = [];
  }

  /** No active faults, an empty log numbered from 1, and a fresh random sequence (a fresh server). */
  /** How often a kind has fired since the last reset (any spec). */
  fired(kind: FaultKind): number {
    return this.firings.get(kind) ?? 0;
  }

  reset(random: Random): void {
    this.active = [];
    this.log = [];
    this.seq = 0;
    this.firings = new Map();
    this.random = random;
  }

  private record(kind: FaultKind, operation: OperationId | null, requestId: string | null): void {
    this.log.push({ seq: ++this.seq, at: this.nowIso(), kind, operation, requestId });
    if (this.log.length > MAX_APPLIED) this.log.splice(0, this.log.length - MAX_APPLIED);
  }
}

function matches(target: OperationId | undefined, op: OperationDef): boolean {
  return target === undefined ? op.access !== 'auth' : target === op.id;
}
