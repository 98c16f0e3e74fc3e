// status.*, drafts.* and app.info.
import type { IpcHandlers } from '../../../../shared/ipc';
import type { AppService } from '../app-service';
import { tokenStatusView } from '../session/views';

type StatusHandlers = Pick<
  IpcHandlers,
  'app.info' | 'status.throttle' | 'status.token' | 'drafts.save' | 'drafts.load' | 'drafts.list' | 'drafts.delete' | 'drafts.setAside'
>;

/** What these handlers see of the app service. */
export type StatusHost = Pick<AppService, 'hostFacts' | 'secrets' | 'sandbox' | 'notices' | 'currentSession' | 'activeSession'>;

export function statusHandlers(app: StatusHost): StatusHandlers {
  const opts = app.hostFacts;
  return {
    async 'app.info'() {
      const sandboxUrl = app.sandbox.baseUrl();
      return {
        name: 'Opsdesk',
        version: opts.version,
        host: opts.host,
        platform: opts.platform ?? process.platform,
        dataDir: opts.dataDir,
        secrets: app.secrets.keeping(),
        sandbox: { available: app.sandbox.embedded !== null, running: sandboxUrl !== null, baseUrl: sandboxUrl },
        notices: app.notices(),
      };
    },
    async 'status.throttle'() {
      const s = app.currentSession();
      return s ? s.throttleStatus() : { figures: [] };
    },
    async 'status.token'() {
      const s = app.currentSession();
      return tokenStatusView(s?.profileId ?? null, s ? s.tokens.status() : null);
    },
    async 'drafts.save'({ name, operation, content, contentJson, patch, baseRevision }) {
      // The contract lets exactly one of the three through.
      const body = patch !== undefined ? { patch } : contentJson !== undefined ? { json: contentJson } : { value: content ?? null };
      return app.activeSession().drafts.save(name, operation, body, baseRevision);
    },
    async 'drafts.load'({ name, as }) {
      const drafts = app.activeSession().drafts;
      return as === 'text' ? drafts.loadText(name) : drafts.load(name);
    },
    async 'drafts.list'() {
      return { drafts: await app.activeSession().drafts.list() };
    },
    async 'drafts.delete'({ name }) {
      await app.activeSession().drafts.delete(name);
      return { ok: true as const };
    },
    async 'drafts.setAside'({ name }) {
      return { keptAs: await app.activeSession().drafts.setAside(name) };
    },
  };
}
