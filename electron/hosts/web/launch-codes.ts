// The browser is opened with a one-time launch code, never with the session token: the opener's command line
// (xdg-open, open, explorer, then the browser itself) is readable by every local user from the process table.
// The page's first request trades the code for the token (GET /launch?code=… answers a redirect to
// `/#token=…`, which only the requester sees); the code then is spent, and an unused one expires.
import { randomBytes, timingSafeEqual } from 'node:crypto';

export const LAUNCH_CODE_TTL_MS = 2 * 60_000;

export class LaunchCodes {
  private readonly codes = new Map<string, number>();

  constructor(
    private readonly ttlMs: number = LAUNCH_CODE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {}

  issue(): string {
    const code = randomBytes(24).toString('base64url');
    this.codes.set(code, this.now() + this.ttlMs);
    return code;
  }

  /** True once per issued, unexpired code; the code is gone afterwards whatever the answer. */
  redeem(given: string): boolean {
    const at = this.now();
    let match: string | null = null;
    for (const [code, expires] of this.codes) {
      if (expires <= at) {
        this.codes.delete(code);
        continue;
      }
      const a = Buffer.from(code);
      const b = Buffer.from(given);
      if (a.length === b.length && timingSafeEqual(a, b)) match = code;
    }
    if (match === null) return false;
    this.codes.delete(match);
    return true;
  }
}
