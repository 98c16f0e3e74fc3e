// Who holds the browser host's connections. A cap on all connections is a lockout: any local process can fill
// it with sockets that never send a request. So a connection counts as the user's only once a request on it
// carried the launch token; until then it is unauthenticated, with a short budget of time and a small cap of
// its own: past the cap, unauthenticated connections that have sat idle (no request begun) for longer than a
// grace are closed, oldest first; a young one is never closed for the cap, so a burst of the page's own new
// connections (their requests not read yet) cannot push each other out.
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionLimits {
  /** Authenticated connections at most (default 256: 200 parallel calls on connections of their own fit). */
  maxAuthenticated?: number;
  /** Unauthenticated connections at most (default 32). */
  maxUnauthenticated?: number;
  /** How long a connection may stay unauthenticated (default 3 s); a request then in progress finishes first. */
  unauthenticatedBudgetMs?: number;
  /** How long an idle unauthenticated connection is safe from the cap (default 1 s). */
  graceMs?: number;
  now?: () => number;
}

interface Tracked {
  authenticated: boolean;
  since: number;
  busy: number;
  expired: boolean;
  timer: NodeJS.Timeout | null;
}

export class ConnectionPolicy {
  private readonly unauth = new Map<Socket, Tracked>();
  private readonly auth = new Set<Socket>();
  private readonly state = new WeakMap<Socket, Tracked>();
  readonly maxAuthenticated: number;
  readonly maxUnauthenticated: number;
  readonly budgetMs: number;
  private readonly graceMs: number;
  private readonly now: () => number;

  constructor(limits: ConnectionLimits = {}) {
    this.maxAuthenticated = limits.maxAuthenticated ?? 256;
    this.maxUnauthenticated = limits.maxUnauthenticated ?? 32;
    this.budgetMs = limits.unauthenticatedBudgetMs ?? 3000;
    this.graceMs = limits.graceMs ?? 1000;
    this.now = limits.now ?? Date.now;
  }

  attach(server: Server): void {
    server.on('connection', (socket: Socket) => this.connected(socket));
  }

  get counts(): { authenticated: number; unauthenticated: number } {
    return { authenticated: this.auth.size, unauthenticated: this.unauth.size };
  }

  /** A request with a valid token arrived on the socket: it is the user's. False when the cap is reached. */
  authenticate(socket: Socket): boolean {
    const t = this.state.get(socket);
    if (!t) return false;
    if (t.authenticated) return true;
    if (this.auth.size >= this.maxAuthenticated) return false;
    t.authenticated = true;
    if (t.timer) clearTimeout(t.timer);
    t.timer = null;
    this.unauth.delete(socket);
    this.auth.add(socket);
    return true;
  }

  /** A request began on the socket; `done` when its response has ended (an expired socket closes then). */
  begin(socket: Socket): () => void {
    const t = this.state.get(socket);
    if (!t) return () => undefined;
    t.busy++;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      t.busy--;
      if (t.expired && !t.authenticated && t.busy === 0) socket.destroy();
    };
  }

  private connected(socket: Socket): void {
    const t: Tracked = { authenticated: false, since: this.now(), busy: 0, expired: false, timer: null };
    this.state.set(socket, t);
    this.unauth.set(socket, t);
    t.timer = setTimeout(() => {
      t.expired = true;
      if (t.busy === 0) socket.destroy();
    }, this.budgetMs);
    t.timer.unref();
    socket.once('close', () => {
      if (t.timer) clearTimeout(t.timer);
      this.unauth.delete(socket);
      this.auth.delete(socket);
    });
    if (this.unauth.size > this.maxUnauthenticated) this.shed();
  }

  private shed(): void {
    const now = this.now();
    for (const [socket, t] of this.unauth) {
      if (this.unauth.size <= this.maxUnauthenticated) return;
      if (t.busy > 0 || now - t.since < this.graceMs) continue;
      this.unauth.delete(socket);
      socket.destroy();
    }
  }
}
