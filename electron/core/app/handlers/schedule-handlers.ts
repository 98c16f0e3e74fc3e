// schedules.*: the scheduled-sync rules (electron/core/schedule/). The handlers see the scheduler's calls and the
// user's language, nothing else of the app; the scheduler's and the sync core's coded refusals become the
// bridge's codes, their message in the user's language and their own code in the details.
import type { IpcHandlers } from '../../../../shared/ipc';
import { AppError } from '../../ipc/app-error';
import type { Locale } from '../../messages';
import { ScheduleError, type Scheduler } from '../../schedule';
import { SyncError } from '../../sync';

type ScheduleHandlers = Pick<IpcHandlers, 'schedules.list' | 'schedules.save' | 'schedules.remove' | 'schedules.runNow' | 'schedules.setPaused' | 'schedules.dryRun'>;

/** What these handlers see of the app. */
export interface ScheduleHandlerHost {
  readonly schedules: Pick<Scheduler, 'list' | 'save' | 'remove' | 'runNow' | 'setPaused' | 'dryRun'>;
  locale(): Locale;
}

function bridged(err: unknown, locale: Locale): unknown {
  if (err instanceof ScheduleError) {
    const code = err.code === 'RULE_NOT_FOUND' ? 'NOT_FOUND' : err.code === 'SCHEDULES_DAMAGED' ? 'UNAVAILABLE' : 'CONFLICT';
    return new AppError(code, err.messageFor(locale), { code: err.code });
  }
  if (err instanceof SyncError) return new AppError('CONFLICT', err.messageFor(locale), { code: err.code });
  return err;
}

export function scheduleHandlers(app: ScheduleHandlerHost): ScheduleHandlers {
  const s = app.schedules;
  const guard = async <T>(body: () => Promise<T>): Promise<T> => {
    try {
      return await body();
    } catch (err) {
      throw bridged(err, app.locale());
    }
  };
  return {
    'schedules.list': () => guard(async () => ({ rules: await s.list() })),
    'schedules.save': (input) => guard(() => s.save(input)),
    'schedules.remove': ({ id }) =>
      guard(async () => {
        await s.remove(id);
        return { ok: true as const };
      }),
    'schedules.runNow': ({ id }) => guard(() => s.runNow(id)),
    'schedules.setPaused': ({ id, paused }) => guard(() => s.setPaused(id, paused)),
    'schedules.dryRun': ({ id }) => guard(() => s.dryRun(id)),
  };
}
