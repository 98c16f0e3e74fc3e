// The sandbox's programmatic surface, used by tests, benchmarks and the hosts' embedded sandbox profile.
import type { OperationId } from '../../shared/catalogue';
import type { DemoSize } from '../../shared/ipc/sandbox';

export type FaultKind =
  | 'latency' // add `ms` before answering
  | 'reject3001008' // answer 3001008 without executing (a storm when probability is high)
  | 'throttle103' // answer the business throttle code 103 without executing
  | 'http500' // HTTP 500 with an HTML body, without executing
  | 'http502' // HTTP 502 with an HTML body: the 1st, 3rd, … after executing (answer lost), the others before
  | 'resetBeforeProcessing' // destroy the socket before executing
  | 'dropAfterCommit' // execute and commit the write, then destroy the socket with no answer
  | 'slowAnswer' // execute, then hold the answer for `ms`
  | 'expireTokens' // expire every access token now (applied once per trigger)
  | 'clockSkew' // the server clock runs `seconds` ahead (negative: behind)
  | 'holdStockChanges'; // while listed, accepted stock changes stay pending ("still adjusting"); cleared, they apply

export interface FaultSpec {
  kind: FaultKind;
  /** Operation id or path the fault applies to; absent = every business path. */
  operation?: OperationId;
  /** Chance per matching request, 0..1 (default 1). */
  probability?: number;
  /** How many times at most it fires (default unlimited). */
  count?: number;
  /** For latency and slowAnswer. */
  ms?: number;
  /** For clockSkew. */
  seconds?: number;
}

export interface AppliedFault {
  seq: number;
  at: string;
  kind: FaultKind;
  operation: OperationId | null;
  requestId: string | null;
}

/** One executed write, as the server committed it: the ground truth for "0 lost, 0 applied twice". */
export interface AppliedWrite {
  seq: number;
  at: string;
  appId: string;
  operation: OperationId;
  requestId: string;
  /** Item keys (catalogue itemKey of each element / of the body) whose change was applied. */
  appliedKeys: string[];
  /** Item keys the server rejected, with its reason. */
  rejected: Array<{ key: string; reason: string }>;
  /** Set when the answer was deliberately lost after the commit (dropAfterCommit, or a 502 after executing). */
  answerDropped: boolean;
}

export interface SandboxOptions {
  /** 0 = a random free port. Always bound to 127.0.0.1. */
  port?: number;
  seed?: number;
  /**
   * Server time of every executed business answer: it leaves this long after the request arrived (plus uniform
   * jitter in ±jitterMs), or as soon as the work is done when that takes longer.
   */
  latencyMs?: number;
  jitterMs?: number;
  faults?: FaultSpec[];
  /** Access-token lifetime, default 7199. */
  tokenTtlSeconds?: number;
  /** Refresh-token lifetime, default 7200. */
  refreshTtlSeconds?: number;
  /** How long a stock change takes to apply (retailx/videox availableNumber), default 2000 ms. */
  applyDelayMs?: number;
  /** Size knobs of the generated back office. */
  listings?: number;
  shippingLists?: number;
  orders?: number;
  /** Lift every bucket to this capacity (benchmarks of the sandbox itself); null = catalogue capacities. */
  capacityOverride?: number | null;
  /** One live access token per appId (issuing supersedes the old one). Default true. */
  supersedeTokens?: boolean;
  /** Admin API under /__sandbox/; default true. */
  admin?: boolean;
  /** Picking answers with `failList` and counts as strings instead of the live `errorList`/numbers. */
  pickingSchemaQuirk?: boolean;
  /** Log each request to stderr. */
  verbose?: boolean;
  /**
   * How long an idle keep-alive connection stays open (default Node's 5 s); announced in every answer as
   * `Keep-Alive: timeout=<s>`.
   */
  keepAliveTimeoutMs?: number;
  /** false: answers leave out `Keep-Alive: timeout=` (a server that closes idle connections without saying when). */
  announceKeepAlive?: boolean;
  /**
   * Size of the generated demo data (shared/ipc DEMO_SIZE_PLANS; default small). `listings`, `shippingLists`
   * and `orders` given here win over its plan.
   */
  demoSize?: DemoSize;
  /**
   * Keep the state (back office, applied-write log, demo size) in this file: loaded at start, written a short
   * while after each change and at stop. Absent: in memory only, fresh at every start (the default).
   */
  statePath?: string;
  /** How long the sandbox must be quiet after a change before the state file is written (default 2 s; stop and reset write at once). */
  stateWriteDelayMs?: number;
  /** Origin of the seeded product images (default: this sandbox's own address, see images.ts). */
  imageOrigin?: string;
}

export interface SandboxCredentials {
  appId: string;
  appSecret: string;
}

/** Times of executed business calls, per operation, over the latest 1,000. */
export interface TimeFigures {
  /** Calls measured since the last reset (the percentiles cover the latest 1,000). */
  count: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface SandboxStats {
  requests: number;
  rejected3001008: number;
  byOperation: Partial<Record<OperationId, { requests: number; rejected3001008: number; executed: number }>>;
  tokenCalls: { accessToken: number; refreshToken: number };
  /** The server's own work: arrival → answer serialised. */
  processing: Partial<Record<OperationId, TimeFigures>>;
  /** The server time of the answer: arrival → answer written (the latency L, or the work when longer). */
  serverTime: Partial<Record<OperationId, TimeFigures>>;
  /**
   * When the answer was due: arrival → the time it was scheduled to leave (L plus any latency fault), as the
   * server planned it. Unlike `serverTime` no timer's lateness is in it, so a test can read what L means on a
   * loaded machine.
   */
  dueTime: Partial<Record<OperationId, TimeFigures>>;
}

export interface RunningSandbox {
  baseUrl: string;
  port: number;
  credentials: SandboxCredentials;
  stop(): Promise<void>;
  /** In-process access to what the admin API exposes over HTTP. */
  appliedWrites(): AppliedWrite[];
  appliedFaults(): AppliedFault[];
  stats(): SandboxStats;
  setFaults(faults: FaultSpec[]): void;
  /** Back to generated data for `seed`, at `demoSize` (default: the current one). */
  reset(seed?: number, demoSize?: DemoSize): void;
  /** The demo data's size and how its kept state stands. */
  demoStatus(): SandboxDemoStatus;
  /** Writes the kept state now if it changed (no-op without a state path). */
  saveState(): Promise<void>;
}

export interface SandboxDemoStatus {
  size: DemoSize;
  persisted: boolean;
  savedAt: string | null;
  setAside: { file: string; reason: string; at: string } | null;
  saveError: string | null;
}
