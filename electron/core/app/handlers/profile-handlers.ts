// profiles.*: create, edit, secrets (write-only), test, switch, and the sandbox's reset.
import type { IpcHandlers } from '../../../../shared/ipc';
import { isOpenApiError } from '../../errors';
import { AppError, conflict } from '../../ipc/app-error';
import { knownSecrets } from '../../redaction';
import { TokenManager } from '../../tokens';
import { secretStorePairs } from '../../coordination/local';
import type { Coordinator } from '../../coordination/types';
import { coordinatorFor } from '../session/connection-coordination';
import type { AppService } from '../app-service';
import { secretBindingOf, type StoredProfile } from '../profiles/profile-store';
import { sameBinding } from '../profiles/secret-binding';

type ProfileHandlers = Pick<
  IpcHandlers,
  | 'profiles.list'
  | 'profiles.create'
  | 'profiles.update'
  | 'profiles.delete'
  | 'profiles.setSecret'
  | 'profiles.clearSecret'
  | 'profiles.testConnection'
  | 'profiles.switch'
  | 'profiles.resetSandbox'
>;

/** What these handlers see of the app service. */
export type ProfileHost = Pick<
  AppService,
  'profiles' | 'secrets' | 'sandbox' | 'transport' | 'log' | 'emit' | 'currentSession' | 'activate' | 'connectionFor' | 'view' | 'retireProfileDir' | 'sandboxStateReset'
>;

export function profileHandlers(app: ProfileHost): ProfileHandlers {
  const isActive = (id: string) => app.currentSession()?.profileId === id;

  /** A new secret or another service makes the stored token pair worthless. */
  async function forgetTokens(profile: StoredProfile): Promise<void> {
    const session = app.currentSession();
    if (session?.profileId === profile.id) await session.tokens.clear();
    if (profile.appId) await app.secrets.clearTokenPair(profile.id, profile.appId);
  }

  function requireLive(profile: StoredProfile, what: string): void {
    if (profile.kind === 'sandbox') throw conflict(`The sandbox profile uses the emulator's demo credentials; it has no ${what} to set.`);
  }

  return {
    async 'profiles.list'() {
      const list = app.profiles.list();
      return { activeId: app.currentSession()?.profileId ?? null, profiles: await Promise.all(list.map((p) => app.view(p))) };
    },

    async 'profiles.create'(input) {
      if (input.kind === 'sandbox') {
        app.sandbox.require();
        if (app.profiles.list().some((p) => p.kind === 'sandbox')) throw conflict('There is already a sandbox profile.');
      } else {
        await app.sandbox.assertNotSandbox(input.baseUrl);
      }
      const created = app.profiles.create({
        kind: input.kind,
        name: input.name,
        baseUrl: input.kind === 'live' ? input.baseUrl : null,
        appId: input.kind === 'live' ? input.appId : null,
        locale: input.locale ?? 'en',
        theme: input.theme ?? 'system',
      });
      app.emit('profile.changed', { activeId: app.currentSession()?.profileId ?? null, profileId: created.id, reason: 'created' });
      return app.view(created);
    },

    async 'profiles.update'({ id, patch, dryRun }) {
      const current = app.profiles.get(id);
      if (current.kind === 'sandbox' && (patch.baseUrl !== undefined || patch.appId !== undefined)) {
        throw new AppError('INVALID_INPUT', 'The sandbox profile takes its address and app id from the embedded emulator.', {
          issues: [{ path: 'patch', message: 'baseUrl and appId cannot be set on the sandbox profile' }],
        });
      }
      if (patch.baseUrl !== undefined) await app.sandbox.assertNotSandbox(patch.baseUrl);
      const next = app.profiles.patched(id, patch);
      const moves = next.baseUrl !== current.baseUrl || next.appId !== current.appId;
      // Secrets are bound to (origin, appId): another origin or app id leaves the stored secret behind.
      const before = secretBindingOf(current);
      const after = secretBindingOf(next);
      const rebinds = before !== null && (after === null || !sameBinding(before, after));
      const secretCleared = rebinds && (await app.secrets.hasStored(id));
      if (dryRun) return { ...(await app.view(next)), active: isActive(id), secretCleared, saved: false };

      if (moves && isActive(id) && app.currentSession()?.busy()) throw conflict('A batch job is running on this profile; its service cannot change now.');
      if (rebinds) await app.secrets.clearSecret(id);
      if (moves) await forgetTokens(current);
      const updated = app.profiles.update(id, patch);
      // The open session talks to the old service: reopen the profile on the new one.
      if (moves && isActive(id)) await app.activate(id);
      app.emit('profile.changed', { activeId: app.currentSession()?.profileId ?? null, profileId: id, reason: 'updated' });
      return { ...(await app.view(updated)), secretCleared, saved: true };
    },

    async 'profiles.delete'({ id }) {
      const profile = app.profiles.get(id);
      if (isActive(id)) throw conflict('The open profile cannot be deleted; switch to another one first.');
      await app.secrets.clearSecret(id);
      await forgetTokens(profile);
      await app.secrets.setTeam(id, null);
      app.profiles.delete(id);
      // Its journal and drafts are kept (renamed aside, so the next start does not list the profile again).
      await app.retireProfileDir(id);
      app.emit('profile.changed', { activeId: app.currentSession()?.profileId ?? null, profileId: id, reason: 'deleted' });
      return { ok: true as const };
    },

    async 'profiles.setSecret'({ id, secret }) {
      const profile = app.profiles.get(id);
      requireLive(profile, 'secret');
      const binding = secretBindingOf(profile);
      if (!binding) throw conflict('Set the profile\'s base URL and app id first: a secret is kept for one service only.');
      // Registered first: from here on no log line or journal record can carry it.
      knownSecrets.add(secret);
      await app.secrets.setSecret(id, binding, secret);
      await forgetTokens(profile);
      app.emit('profile.changed', { activeId: app.currentSession()?.profileId ?? null, profileId: id, reason: 'secret' });
      return { secret: await app.secrets.status(profile) };
    },

    async 'profiles.clearSecret'({ id }) {
      const profile = app.profiles.get(id);
      requireLive(profile, 'secret');
      await app.secrets.clearSecret(id);
      await forgetTokens(profile);
      app.emit('profile.changed', { activeId: app.currentSession()?.profileId ?? null, profileId: id, reason: 'secret' });
      return { secret: await app.secrets.status(profile) };
    },

    async 'profiles.testConnection'({ id }) {
      const profile = app.profiles.get(id);
      const session = app.currentSession();
      let tokens: TokenManager;
      let coordination: Coordinator | null = null;
      if (session?.profileId === id) {
        tokens = session.tokens;
      } else {
        // A profile that is not open is tested with its own store, so the pair it obtains is reused later; a
        // team profile through its team, so the test adopts the team's token instead of knocking it out.
        const c = await app.connectionFor(profile);
        coordination = coordinatorFor(c, app.log);
        const pairs = coordination.tokenPairs(secretStorePairs(c.tokenStore, c.appId));
        tokens = new TokenManager({ baseUrl: c.baseUrl, appId: c.appId, appSecret: c.appSecret, store: c.tokenStore, pairs, fetch: app.transport.fetch, logger: app.log });
      }
      try {
        await tokens.getAccessToken();
        const expiresAt = tokens.status().expiresAt;
        return {
          ok: true,
          code: null,
          message: 'Connected: the service accepted the credentials.',
          tokenExpiresAt: expiresAt === null ? null : new Date(expiresAt).toISOString(),
        };
      } catch (err) {
        if (!isOpenApiError(err)) throw err;
        return { ok: false, code: err.code, message: err.messageFor(profile.locale), vendorMessage: err.details.vendorMessage ?? null, tokenExpiresAt: null };
      } finally {
        await coordination?.close();
      }
    },

    async 'profiles.switch'({ id }) {
      await app.activate(id);
      return app.view(app.profiles.get(id));
    },

    async 'profiles.resetSandbox'() {
      const sandbox = app.sandbox.require();
      const session = app.currentSession();
      const onSandbox = session !== null && app.profiles.find(session.profileId)?.kind === 'sandbox';
      if (onSandbox && session.busy()) throw conflict('A batch job is running on the sandbox; cancel it or wait for it first.');
      await sandbox.reset();
      await app.sandboxStateReset(new Date().toISOString());
      app.emit('profile.changed', { activeId: session?.profileId ?? null, profileId: null, reason: 'sandbox-reset' });
      return { ok: true as const };
    },
  };
}
