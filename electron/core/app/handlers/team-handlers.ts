// Team mode settings and status: profiles.getTeam / profiles.setTeam (the server URL goes in like the app
// secret and never comes back with its credentials), team.test, status.team.
import type { IpcEventSink, IpcHandlers } from '../../../../shared/ipc';
import { defaultDesktopName, InProcessCoordinator } from '../../coordination/local';
import { parseTeamUrl } from '../../coordination/team-url';
import { probeTeamServer } from '../../coordination/team-probe';
import { conflict } from '../../ipc/app-error';
import type { ProfileSecrets } from '../profiles/profile-secrets';
import type { StoredProfile } from '../profiles/profile-store';
import type { ProfileSession } from '../session/session';
import { teamStatusView } from '../session/team-views';

type TeamHandlers = Pick<IpcHandlers, 'profiles.getTeam' | 'profiles.setTeam' | 'team.test' | 'status.team'>;

/** What these handlers need of the app service (a narrow view: no import cycle with it). */
export interface TeamHost {
  secrets: Pick<ProfileSecrets, 'team' | 'setTeam'>;
  profiles: { get(id: string): StoredProfile; update(id: string, patch: { team: StoredProfile['team'] }): StoredProfile };
  currentSession(): ProfileSession | null;
  activate(id: string): Promise<void>;
  emit: IpcEventSink;
}

export function teamHandlers(app: TeamHost): TeamHandlers {
  async function view(profile: StoredProfile) {
    const team = await app.secrets.team(profile.id);
    const server = team ? parseTeamUrl(team.url) : null;
    return {
      profileId: profile.id,
      server: server?.display ?? null,
      hasPassword: server?.password !== null && server?.password !== undefined,
      desktopName: team?.desktopName ?? defaultDesktopName(),
    };
  }

  return {
    async 'profiles.getTeam'({ id }) {
      return view(app.profiles.get(id));
    },

    async 'profiles.setTeam'({ id, url, desktopName }) {
      const profile = app.profiles.get(id);
      if (profile.kind === 'sandbox') throw conflict('The sandbox runs on this desktop only; team mode is for live profiles.');
      const active = app.currentSession()?.profileId === id;
      if (active && app.currentSession()?.busy()) throw conflict('A batch job is running on this profile; change its team server after the job.');
      await app.secrets.setTeam(id, url, desktopName);
      // The membership itself is a fact of the profile (profiles.json), so it survives a restart that forgets
      // the server; leaving the team (url null) ends it.
      app.profiles.update(id, { team: url === null ? null : { member: true } });
      // The open session coordinates the old way: reopen it with the new setting.
      if (active) await app.activate(id);
      app.emit('profile.changed', { activeId: app.currentSession()?.profileId ?? null, profileId: id, reason: 'updated' });
      return view(profile);
    },

    async 'team.test'({ id, url }) {
      const profile = app.profiles.get(id);
      const target = url ?? (await app.secrets.team(id))?.url ?? null;
      if (target === null) return { ok: false, message: 'No team server is set for this profile.', problem: null, server: null, desktops: null, roundTripMs: null };
      return probeTeamServer(target, profile.appId);
    },

    async 'status.team'() {
      const s = app.currentSession();
      return teamStatusView(s?.profileId ?? null, await (s?.coordination ?? new InProcessCoordinator()).status());
    },
  };
}
