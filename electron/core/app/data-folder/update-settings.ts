// The user's update setting, in its own small file beside the profiles (updates.json): `check` true/false, or
// absent for the default. Read back like any file from disk: anything but the expected shape is the default.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../../../node-shared/atomic-file';

const fileSchema = z.object({ check: z.boolean() });

export class UpdateSettings {
  private readonly file: string;
  constructor(dataDir: string) {
    this.file = join(dataDir, 'updates.json');
  }

  async check(): Promise<boolean | null> {
    try {
      const parsed = fileSchema.safeParse(JSON.parse(await readFile(this.file, 'utf8')));
      return parsed.success ? parsed.data.check : null;
    } catch {
      return null;
    }
  }

  async setCheck(check: boolean): Promise<void> {
    await writeFileAtomic(this.file, `${JSON.stringify({ check })}\n`);
  }
}

/**
 * Whether the app looks for updates: the user's word if given; otherwise not while the sandbox is the only
 * profile (a first run trying the demo should not reach out), and yes once a live profile exists.
 */
export function updateChecksOn(setting: boolean | null, profileKinds: readonly string[]): boolean {
  if (setting !== null) return setting;
  return profileKinds.includes('live');
}
