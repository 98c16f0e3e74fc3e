// The vendor-service emulator: a real HTTP server on 127.0.0.1 serving the 12 operations of the specification
// with the gateway, limits and faults of the vendor notes. See README.md.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { BackOfficeFactory } from './state/backoffice-seam';
import { SandboxState, DEMO_CREDENTIALS } from './state/sandbox-state';
import { createRequestListener, onClientError } from './http/server';
import type { FaultSpec, RunningSandbox, SandboxOptions } from './types';
import { seededBackOfficeFactory } from './state/seeded-backoffice';
import type { BucketView } from './state/buckets';

export { DEMO_CREDENTIALS };
import { faultListSchema } from './faults/fault-spec';
export type * from './types';
export type { BackOfficeFactory, BackOfficeHandler, BusinessOutcome } from './state/backoffice-seam';

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
  /** How many records of one kind there are (no copy of them made). */
  count(kind: string): number;
  /** How many writes the applied-write log holds (no copy of it made). */
  writeCount(): number;
}

export type SandboxHandle = RunningSandbox & SandboxControl;

export interface SandboxDeps {
  /** The back office behind the business operations (default: the seeded BackOffice). */
  backOffice?: BackOfficeFactory;
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

/**
 * Closes a connection exactly `ms` after its last answer, unless another request came. Node's own keep-alive
 * timer adds a second of grace beyond what it announces; a real server need not.
 */
function closeIdleAfter(server: Server, ms: number): void {
  server.keepAliveTimeout = ms;
  const timers = new WeakMap<Socket, NodeJS.Timeout>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    clearTimeout(timers.get(socket));
    res.on('finish', () => timers.set(socket, setTimeout(() => socket.end(), ms).unref()));
  });
}

export async function startSandbox(opts: SandboxOptions = {}, deps: SandboxDeps = {}): Promise<SandboxHandle> {
  // Listen first: the seeded image URLs point at this sandbox's own address, known once the port is.
  const server = createServer({ keepAlive: true });
  if (opts.keepAliveTimeoutMs !== undefined) closeIdleAfter(server, opts.keepAliveTimeoutMs);
  // Node adds `Keep-Alive: timeout=` only when the answer does not set Connection itself.
  if (opts.announceKeepAlive === false) server.on('request', (_req, res) => res.setHeader('connection', 'keep-alive'));
  server.on('clientError', onClientError);
  const port = await listen(server, opts.port ?? 0);
  const baseUrl = `http://127.0.0.1:${port}`;
  const sandbox = new SandboxState({ imageOrigin: baseUrl, ...opts }, deps.backOffice ?? seededBackOfficeFactory, deps.leaseMs);
  server.on('request', createRequestListener(sandbox));

  let stopping: Promise<void> | null = null;
  const stop = (): Promise<void> => {
    stopping ??= new Promise<void>((resolve) => {
      sandbox.stop();
      server.close(() => resolve());
      server.closeAllConnections();
      // What the last requests changed is kept before the stop resolves.
    }).then(() => sandbox.kept?.flush());
    return stopping;
  };

  return {
    baseUrl,
    port,
    credentials: { ...DEMO_CREDENTIALS },
    stop,
    appliedWrites: () => sandbox.writes.list(),
    appliedFaults: () => sandbox.faults.applied(),
    stats: () => sandbox.stats.snapshot(),
    setFaults: (faults: FaultSpec[]) => sandbox.faults.set(faultListSchema.parse(faults)),
    reset: (seed, demoSize) => sandbox.reset(seed, demoSize),
    demoStatus: () => ({
      size: sandbox.demoSize,
      persisted: sandbox.kept !== null,
      savedAt: sandbox.kept?.savedAt ?? null,
      setAside: sandbox.setAside,
      saveError: sandbox.kept?.lastError ?? null,
    }),
    saveState: async () => sandbox.kept?.flush(),
    setClockSkew: (seconds) => sandbox.clock.setSkewSeconds(seconds),
    setClockTo: (unixSeconds) => sandbox.clock.setNowSeconds(unixSeconds),
    expireTokens: (o) => {
      sandbox.tokens.expireAccessTokens();
      if (o?.refresh === true) sandbox.tokens.expireRefreshTokens();
    },
    addApp: (appId, appSecret, accessToken) => {
      sandbox.tokens.addApp(appId, appSecret);
      if (accessToken !== undefined) sandbox.tokens.installAccessToken(appId, accessToken);
    },
    buckets: () => sandbox.buckets.snapshot(),
    setCapacityOverride: (capacity) => {
      sandbox.buckets.capacityOverride = capacity;
    },
    setLatency: (latencyMs, jitterMs = 0) => {
      sandbox.settings.latencyMs = latencyMs;
      sandbox.settings.jitterMs = jitterMs;
    },
    inspect: (kind) => sandbox.backOffice.inspect(kind),
    count: (kind) => sandbox.backOffice.count(kind),
    writeCount: () => sandbox.writes.size,
  };
}
