// Opening the settings file (profiles.json) without ever wiping it. A file that cannot be read (torn JSON, a
// shape this version rejects) is renamed aside with a timestamp, the app starts on fresh settings and says
// so; the profiles' data folders are untouched (the app service lists them again, see recoverProfiles).
import { chmodSync, existsSync, renameSync } from 'node:fs';
import type { StartupNotice } from '../startup-notice';

/** Conf / electron-store's ways of saying the file is damaged (it throws these from its constructor). */
function isDamage(err: unknown): boolean {
  if (err instanceof SyntaxError) return true;
  const message = err instanceof Error ? err.message : '';
  return message.startsWith('Config schema violation') || message === 'Failed to decrypt config data.';
}

const stamp = (at: Date) => at.toISOString().replace(/[:.]/g, '-');

/**
 * Opens the settings through `open` (which must not clear an invalid file itself: clearInvalidConfig false).
 * On damage the file becomes `<file>.damaged-<time>` and `open` runs once more on a fresh file.
 */
export function openSettingsFile<S>(file: string, open: () => S, now: () => Date = () => new Date()): { settings: S; notices: StartupNotice[] } {
  let settings: S;
  try {
    settings = open();
  } catch (err) {
    if (!isDamage(err) || !existsSync(file)) throw err;
    const aside = `${file}.damaged-${stamp(now())}`;
    renameSync(file, aside);
    const reason = err instanceof Error ? err.message.slice(0, 200) : 'unreadable';
    settings = open();
    restrict(file);
    return {
      settings,
      notices: [
        {
          code: 'SETTINGS_DAMAGED',
          message:
            `The settings file could not be read (${reason}). It was kept as ${aside} and Opsdesk started with fresh ` +
            'settings; the journals and drafts of your profiles are still in the data folder.',
        },
      ],
    };
  }
  restrict(file);
  return { settings, notices: [] };
}

/** Settings are the user's alone (conf creates the file 0666 minus umask by default). */
function restrict(file: string): void {
  try {
    if (existsSync(file)) chmodSync(file, 0o600);
  } catch {
    // A file system without modes (FAT, some network shares): nothing more to do.
  }
}
