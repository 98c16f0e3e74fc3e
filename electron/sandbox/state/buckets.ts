// The vendor's "token bucket capacity" is a concurrency limit (notes §4): a request takes a token on arrival
// and gives it back when it completes or after 2 minutes; none free → 3001008 at once. Per appId + path.
import type { OperationDef, OperationId } from '../../../shared/catalogue';

export const DEFAULT_LEASE_MS = 120_000;

export interface Lease {
  /** Returns the token; calling it again does nothing. */
  release(): void;
}

export interface BucketView {
  appId: string;
  operation: OperationId;
  path: string;
  capacity: number;
  inFlight: number;
}

interface Bucket {
  appId: string;
  op: OperationDef;
  /** lease id → when it lapses on its own */
  leases: Map<number, number>;
}

export class Buckets {
  private readonly buckets = new Map<string, Bucket>();
  private nextLease = 0;
  capacityOverride: number | null;
  readonly leaseMs: number;
  private readonly now: () => number;

  constructor(opts: { capacityOverride?: number | null; leaseMs?: number; now?: () => number } = {}) {
    this.capacityOverride = opts.capacityOverride ?? null;
    this.leaseMs = opts.leaseMs ?? DEFAULT_LEASE_MS;
    this.now = opts.now ?? Date.now;
  }

  capacityOf(op: OperationDef): number {
    return this.capacityOverride ?? op.capacity;
  }

  /** A lease, or null when every token of the bucket is taken. */
  tryAcquire(appId: string, op: OperationDef): Lease | null {
    const key = `${appId}\u0000${op.path}`;
    let bucket = this.buckets.get(key);
    if (bucket === undefined) {
      bucket = { appId, op, leases: new Map() };
      this.buckets.set(key, bucket);
    }
    const now = this.now();
    for (const [id, lapsesAt] of bucket.leases) if (lapsesAt <= now) bucket.leases.delete(id);
    if (bucket.leases.size >= this.capacityOf(op)) return null;
    const id = ++this.nextLease;
    const leases = bucket.leases;
    leases.set(id, now + this.leaseMs);
    return { release: () => void leases.delete(id) };
  }

  snapshot(): BucketView[] {
    const now = this.now();
    return [...this.buckets.values()].map((b) => ({
      appId: b.appId,
      operation: b.op.id,
      path: b.op.path,
      capacity: this.capacityOf(b.op),
      inFlight: [...b.leases.values()].filter((lapsesAt) => lapsesAt > now).length,
    }));
  }

  clear(): void {
    this.buckets.clear();
  }
}
