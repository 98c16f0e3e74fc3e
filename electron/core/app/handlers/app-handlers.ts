// The contract's handlers, composed from the per-area handler modules. Kept apart from app-service.ts so the
// service does not import its handlers (they depend on it, never the other way round: no import cycle).
import type { IpcHandlers } from '../../../../shared/ipc';
import { aboutHandlers } from './about-handlers';
import type { AppService } from '../app-service';
import { jobHandlers } from './job-handlers';
import { profileHandlers } from './profile-handlers';
import { sandboxHandlers } from './sandbox-handlers';
import { scheduleHandlers } from './schedule-handlers';
import { statusHandlers } from './status-handlers';
import { teamHandlers } from './team-handlers';

export function appHandlers(app: AppService): IpcHandlers {
  return { ...profileHandlers(app), ...jobHandlers(app), ...statusHandlers(app), ...sandboxHandlers(app), ...teamHandlers(app), ...aboutHandlers(app), ...scheduleHandlers(app) };
}
