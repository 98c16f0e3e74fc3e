// The core's objects as the contract shows them to the renderer. Times become ISO text; nothing secret is
// copied (a token status carries no token; a profile view says only whether a secret is set).
import type { z } from 'zod';
import type { ProfileView, TokenStatus as TokenStatusView, throttleFigures, throttleOutput, VendorStatus } from '../../../../shared/ipc';
import type { VendorReach } from '../../batch/vendor-health';
import type { WaitingJob } from '../../batch/vendor-watch';
import type { ThrottleFigures } from '../../throttle';
import type { TokenStatus } from '../../tokens';
import type { StoredProfile } from '../profiles/profile-store';
import type { SecretSource } from '../profiles/secret-keys';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function profileView(
  p: StoredProfile,
  extra: { active: boolean; secret: { set: boolean; source: SecretSource }; sandboxBaseUrl: string | null },
): ProfileView {
  return {
    id: p.id,
    name: p.name,
    kind: p.kind,
    baseUrl: p.kind === 'sandbox' ? extra.sandboxBaseUrl : p.baseUrl,
    appId: p.kind === 'sandbox' ? null : p.appId,
    locale: p.locale,
    theme: p.theme,
    secret: extra.secret,
    active: extra.active,
    createdAt: p.createdAt,
    updatedAt: p.updatedAt,
  };
}

export function tokenStatusView(profileId: string | null, s: TokenStatus | null): TokenStatusView {
  if (!s) {
    return { profileId, state: 'none', expiresAt: null, renewedAt: null, renewedVia: null, lastError: null, calls: { accessToken: 0, refresh: 0 }, revision: 0 };
  }
  return {
    profileId,
    state: s.state,
    expiresAt: iso(s.expiresAt),
    renewedAt: iso(s.renewedAt),
    renewedVia: s.renewedVia,
    lastError: s.lastError ? { code: s.lastError.code, message: s.lastError.message } : null,
    calls: { accessToken: s.calls.accessToken, refresh: s.calls.refresh },
    revision: s.revision,
  };
}

export function throttleView(figures: ThrottleFigures[]): Array<z.input<typeof throttleFigures>> {
  return figures.map((f) => ({
    operation: f.operation,
    path: f.path,
    capacity: f.capacity,
    effectiveCapacity: f.effectiveCapacity,
    inFlight: f.inFlight,
    queued: f.queued,
    backingOff: f.backingOff,
    rejections: f.rejections,
    successes: f.successes,
    backoffMs: f.backoffMs,
    latencyMs: f.latencyMs,
  }));
}

export type ThrottleStatus = z.input<typeof throttleOutput>;

export function vendorView(reach: VendorReach, waiting: readonly WaitingJob[]): VendorStatus {
  return {
    answering: reach.answering,
    since: iso(reach.since),
    code: reach.code,
    waiting: waiting.map((w) => ({ jobId: w.jobId, nextProbeAt: iso(w.nextProbeAt), probes: w.probes })),
  };
}
