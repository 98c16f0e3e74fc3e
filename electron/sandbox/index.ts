// The vendor-service emulator: a real HTTP server on 127.0.0.1 serving the 12 operations of the specification
// with the gateway, limits and faults of the vendor notes. See README.md.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BusinessFactory } from './business';
import { SandboxCore, DEMO_CREDENTIALS } from './core';
import { createRequestListener, onClientError } from './server';
import type { FaultSpec, RunningSandbox, SandboxOptions } from './types';
import { defaultBusinessFactory } from './default-business';
import type { BucketView } from './buckets';

export { DEMO_CREDENTIALS };
import { faultListSchema } from './fault-spec';
export { parseFaultSpec, FAULT_KINDS } from './fault-spec';
export type * from './types';
export type { BusinessFactory, BusinessHandler, BusinessOutcome, BusinessContext } from './business';

/** In-process equivalents of the admin API beyond the RunningSandbox contract. */
export interface SandboxControl {
  /** Server clock = real time + skew. */
  setClockSkew(seconds: number): void;
  /** Sets the skew so the server clock reads `unixSeconds` now. */
  setClockTo(unixSeconds: number): void;
  expireTokens(opts?: { refresh?: boolean }): void;
  /** Registers another app (16-byte appId); `accessToken` makes that value its live token. */
  addApp(appId: string, appSecret: string, accessToken?: string): void;
  buckets(): BucketView[];
  setCapacityOverride(capacity: number | null): void;
  setLatency(latencyMs: number, jitterMs?: number): void;
  inspect(kind: string): unknown;
}

export type SandboxHandle = RunningSandbox & SandboxControl;

export interface SandboxDeps {
  /** The back office behind the business operations (default: the seeded BackOffice). */
  business?: BusinessFactory;
  /** How long a bucket token may be held before it lapses (default 2 minutes, notes §4). */
  leaseMs?: number;
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function startSandbox(opts: SandboxOptions = {}, deps: SandboxDeps = {}): Promise<SandboxHandle> {
  // Listen first: the seeded image URLs point at this sandbox's own address, known once the port is.
  const server = createServer({ keepAlive: true });
  server.on('clientError', onClientError);
  const port = await listen(server, opts.port ?? 0);
  const baseUrl = `http://127.0.0.1:${port}`;
  const core = new SandboxCore({ imageOrigin: baseUrl, ...opts }, deps.business ?? defaultBusinessFactory, deps.leaseMs);
  server.on('request', createRequestListener(core));

  let stopping: Promise<void> | null = null;
  const stop = (): Promise<void> => {
    stopping ??= new Promise<void>((resolve) => {
      core.stopped = true;
      server.close(() => resolve());
      server.closeAllConnections();
    });
    return stopping;
  };

  return {
    baseUrl,
    port,
    credentials: { ...DEMO_CREDENTIALS },
    stop,
    appliedWrites: () => core.writes.list(),
    appliedFaults: () => core.faults.applied(),
    stats: () => core.stats.snapshot(),
    setFaults: (faults: FaultSpec[]) => core.faults.set(faultListSchema.parse(faults)),
    reset: (seed?: number) => core.reset(seed),
    setClockSkew: (seconds) => core.clock.setSkewSeconds(seconds),
    setClockTo: (unixSeconds) => core.clock.setNowSeconds(unixSeconds),
    expireTokens: (o) => {
      core.tokens.expireAccessTokens();
      if (o?.refresh === true) core.tokens.expireRefreshTokens();
    },
    addApp: (appId, appSecret, accessToken) => {
      core.tokens.addApp(appId, appSecret);
      if (accessToken !== undefined) core.tokens.installAccessToken(appId, accessToken);
    },
    buckets: () => core.buckets.snapshot(),
    setCapacityOverride: (capacity) => {
      core.buckets.capacityOverride = capacity;
    },
    setLatency: (latencyMs, jitterMs = 0) => {
      core.settings.latencyMs = latencyMs;
      core.settings.jitterMs = jitterMs;
    },
    inspect: (kind) => core.business.inspect(kind),
  };
}
