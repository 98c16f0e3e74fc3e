// What the scheduler sees of the app (electron/core/schedule/scheduler.ts SchedulePort): a rule's profile can
// send when it is the open one (one session at a time: a rule never switches the user's profile), its app secret
// is there (as the profile list reports it) and, for a profile in a team, this start knows the team server (else
// its connection refuses every token: TEAM_SERVER_MISSING). Its calls are the contract's own, answered by the
// same handlers a screen's are, checked by the same schemas, refused with the same codes.
import { IPC_METHODS, type IpcHandlers, type IpcResponse } from '../../../shared/ipc';
import { toIpcError } from '../ipc/ipc-error';
import { parseListInput } from '../ipc/list-input';
import type { Locale } from '../messages';
import type { ScheduleGate, SchedulePort } from '../schedule';
import { answerOf, type SyncCaller } from '../sync';
import type { SyncMethod } from '../sync/caller';
import type { ProfileSecrets } from './profiles/profile-secrets';
import type { ProfileStore } from './profiles/profile-store';
import type { ProfileSession } from './session/session';

export interface ScheduleHost {
  readonly profiles: ProfileStore;
  readonly secrets: ProfileSecrets;
  currentSession(): ProfileSession | null;
  locale(): Locale;
}

/** The sync core's calls in this process, through the contract's schemas both ways (as the dispatcher does). */
export function inProcessCaller(handlers: Pick<IpcHandlers, SyncMethod>, locale: () => Locale): SyncCaller {
  return async (method, input) => {
    const spec = IPC_METHODS[method];
    let response: IpcResponse;
    // A list's elements (a plan's 100,000 items) parsed a slice at a time, as the dispatcher parses them.
    const parsed = spec.list ? await parseListInput(spec.list, input) : spec.input.safeParse(input);
    if (!parsed.success) {
      response = { ok: false, error: { code: 'INVALID_INPUT', message: `${method}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`, details: {} } };
    } else {
      try {
        const handler = handlers[method] as (input: unknown) => Promise<unknown>;
        response = { ok: true, result: await handler(parsed.data) };
      } catch (err) {
        response = { ok: false, error: toIpcError(err, locale()).error };
      }
    }
    return answerOf(method, response);
  };
}

export function schedulePort(app: ScheduleHost, call: SyncCaller): SchedulePort {
  return {
    locale: () => app.locale(),
    async open(profileId): Promise<ScheduleGate> {
      const profile = app.profiles.find(profileId);
      const values = { profile: profile?.name ?? profileId };
      const session = app.currentSession();
      if (!profile || session?.profileId !== profileId) return { ok: false, code: 'PROFILE_NOT_OPEN', values };
      // A run recorded as running is judged by its job's state, which the start's recovery may still change.
      await session.recovered;
      if (!(await app.secrets.status(profile)).set) return { ok: false, code: 'NO_SECRET', values };
      if ((await session.coordination.status()).mode === 'missing') return { ok: false, code: 'TEAM_SERVER_MISSING', values };
      return { ok: true, call };
    },
  };
}
