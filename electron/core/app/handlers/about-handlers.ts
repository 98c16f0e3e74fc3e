// app.about, app.diagnostics and the updater's methods. The updater itself lives in the Electron host (it
// needs electron-updater); the browser host has none and answers `unsupported`.
import { release, type as osType } from 'node:os';
import { join } from 'node:path';
import type { IpcHandlers, UpdatesView } from '../../../../shared/ipc';
import type { AppService } from '../app-service';
import { DIAGNOSTICS_LOG_LINES, diagnosticsText, tailLines } from './diagnostics';
import { UpdateSettings, updateChecksOn } from '../data-folder/update-settings';
import type { UpdatesPort } from '../updates-port';

type AboutHandlers = Pick<IpcHandlers, 'app.about' | 'app.diagnostics' | 'app.updates' | 'app.setUpdates' | 'app.installUpdate'>;

const RUNTIMES = ['electron', 'chrome', 'node'] as const;

export function runtimeVersions(versions: NodeJS.ProcessVersions = process.versions): Record<string, string> {
  const out: Record<string, string> = {};
  for (const k of RUNTIMES) {
    const v = (versions as Record<string, string | undefined>)[k];
    if (v) out[k] = v;
  }
  return out;
}

/** Applies the setting (or its default) to the host's updater; called at start and when profiles change. */
export async function applyUpdateSetting(app: Pick<AppService, 'hostFacts' | 'profiles'>, port: UpdatesPort | undefined): Promise<boolean> {
  const on = updateChecksOn(await new UpdateSettings(app.hostFacts.dataDir).check(), app.profiles.list().map((p) => p.kind));
  port?.setEnabled(on);
  return on;
}

/** What these handlers see of the app service. */
export type AboutHost = Pick<AppService, 'hostFacts' | 'profiles' | 'secrets' | 'currentSession'>;

export function aboutHandlers(app: AboutHost): AboutHandlers {
  const opts = app.hostFacts;
  const settings = new UpdateSettings(opts.dataDir);
  const view = async (): Promise<UpdatesView> => {
    const check = await settings.check();
    const on = updateChecksOn(check, app.profiles.list().map((p) => p.kind));
    return { state: opts.updates?.state() ?? { kind: 'unsupported' }, check, checking: opts.updates !== undefined && on };
  };
  return {
    async 'app.about'() {
      return { name: 'Opsdesk', version: opts.version, runtimes: runtimeVersions() };
    },
    async 'app.diagnostics'() {
      const session = app.currentSession();
      const jobs: Record<string, number> = {};
      for (const j of session?.runner.list() ?? []) jobs[j.state] = (jobs[j.state] ?? 0) + 1;
      const unfinished = session ? await session.journal.unfinished().then((u) => u.jobs.length).catch(() => null) : null;
      const activeId = session?.profileId ?? null;
      const text = diagnosticsText({
        version: opts.version,
        host: opts.host,
        os: `${osType()} ${release()} (${opts.platform ?? process.platform}, ${process.arch})`,
        runtimes: runtimeVersions(),
        profiles: await Promise.all(
          app.profiles.list().map(async (p) => ({ kind: p.kind, active: p.id === activeId, team: await app.secrets.hasTeam(p.id) })),
        ),
        jobs,
        unfinished,
        logLines: await tailLines(opts.logFile ?? join(opts.dataDir, 'logs', 'opsdesk.log'), DIAGNOSTICS_LOG_LINES),
      });
      return { text };
    },
    async 'app.updates'() {
      return view();
    },
    async 'app.setUpdates'({ check }) {
      await settings.setCheck(check);
      await applyUpdateSetting(app, opts.updates);
      return view();
    },
    async 'app.installUpdate'() {
      opts.updates?.install();
      return view();
    },
  };
}
