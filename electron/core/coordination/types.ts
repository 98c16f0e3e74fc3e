// The seam between one desktop's core and whoever else shares its appId. The vendor keeps one live access token
// per appId and one concurrency bucket per appId + path (notes §3, §4): desktops that share an appId must share
// the token pair and the schedule, or they knock each other out (2001005) and collide (3001008).
import type { EventEmitter } from 'node:events';
import type { TeamProblem } from '../../../shared/errors/team-messages';

/** A token pair as it is kept between renewals (never the app secret). */
export interface StoredTokenPair {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
  obtainedAt: number;
}

/** Where the pair lives, and who may renew it. */
export interface TokenPairStore {
  read(): Promise<StoredTokenPair | null>;
  write(pair: StoredTokenPair): Promise<void>;
  clear(): Promise<void>;
  /**
   * Runs `body` as the only renewal among everyone sharing the pair (one desktop at a time; a holder that dies
   * blocks the others no longer than the lease). `body` re-reads the pair first: a peer may have renewed.
   */
  exclusive<T>(body: () => Promise<T>): Promise<T>;
  /**
   * Called by the body of `exclusive` right before each token call: rejects when this desktop may not renew now
   * (its lease lapsed, or a team's renewal is blocked), so no token call is made under a lease that is gone.
   */
  beforeRenewal?(): Promise<void>;
  /** Called with the fingerprint of a pair a peer wrote (to drop a local copy that is now superseded). */
  onPeerWrite?(listener: (fingerprint: string) => void): () => void;
}

/** A place in the shared schedule of one path. */
export interface SharedSlot {
  /** Gives the slot back (the answer arrived, or the attempt ended); idempotent, never throws. */
  release(): Promise<void>;
}

/** The distributed semaphore per appId + path, fair (first come, first served) across desktops. */
export interface SharedSlots {
  acquire(path: string, capacity: number, signal?: AbortSignal): Promise<SharedSlot>;
}

export type CoordinationMode = 'local' | 'team' | 'fallback' | 'missing';

export interface PathHolder {
  path: string;
  desktopId: string;
  desktopName: string;
  /** This desktop's own slot. */
  mine: boolean;
}

export interface CoordinationStatus {
  mode: CoordinationMode;
  /** The team server without credentials (`redis://host:6379/0`), null for local coordination. */
  server: string | null;
  thisDesktop: { id: string; name: string };
  /** Desktops seen in the last liveness period (this one included); 1 for local coordination. */
  desktops: number;
  holders: PathHolder[];
  /** What is wrong with the team (the app shows it in the user's language), null when all is well. */
  warning: TeamProblem | null;
  /** When the mode last changed (ms since epoch). */
  since: number;
}

/** The clock of the team's local deadlines (a lease's validity, how long a desktop waits); tests inject one. */
export interface TeamClock {
  /** Monotonic milliseconds. */
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realTeamClock: TeamClock = {
  now: () => performance.now(),
  sleep: (ms) =>
    new Promise((resolve) => {
      setTimeout(resolve, ms).unref();
    }),
};

export interface Coordinator extends EventEmitter<{ changed: [CoordinationStatus] }> {
  /** The pair store for the token manager of `appId`; `local` keeps today's behaviour and is the fallback. */
  tokenPairs(local: TokenPairStore): TokenPairStore;
  /** The shared schedule, or null when the local throttle alone is the schedule. */
  readonly slots: SharedSlots | null;
  status(): Promise<CoordinationStatus>;
  close(): Promise<void>;
}
