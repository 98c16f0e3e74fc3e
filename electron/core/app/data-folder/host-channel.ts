// How a headless run (`opsdesk run`) reaches the host that holds a data folder, so one host per folder still
// holds: the running browser host writes its loopback address and its per-launch token to `opsdesk.channel.json`
// in the data folder, the user's alone (the folder 0700, the file 0600, written atomically), and removes it when
// it stops. A reader takes the file only when it is the user's and nobody else may read it; the token then opens
// the same guarded IPC a tab uses (Host, Origin and token checked as for any call).
import { lstatSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../../../node-shared/atomic-file';

export const CHANNEL_FILE = 'opsdesk.channel.json';

const channelBody = z.strictObject({
  /** The host's loopback origin (`http://127.0.0.1:<port>`). */
  url: z.url().refine((u) => /^http:\/\/127\.0\.0\.1:\d+\/?$/.test(u), 'a loopback address'),
  token: z.string().min(16).max(200),
  pid: z.number().int().positive(),
});
export type HostChannel = z.infer<typeof channelBody>;

export async function publishHostChannel(dataDir: string, channel: HostChannel): Promise<void> {
  await writeFileAtomic(join(dataDir, CHANNEL_FILE), JSON.stringify(channelBody.parse(channel)));
}

/** Removes the file if it is still this process's (a later host may have written its own). */
export function withdrawHostChannel(dataDir: string, pid = process.pid): void {
  const file = join(dataDir, CHANNEL_FILE);
  try {
    const body = channelBody.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (body.success && body.data.pid === pid) rmSync(file, { force: true });
  } catch {
    // Nothing there, or not readable: nothing to withdraw.
  }
}

export type ChannelRead = { ok: true; channel: HostChannel } | { ok: false; why: 'missing' | 'unsafe' | 'unreadable' };

/**
 * The channel of the host holding `dataDir`. Refused (`unsafe`) when the file is a link, is not the user's, or
 * others may read or write it: a token another user could have planted or read is not used.
 */
export function readHostChannel(dataDir: string): ChannelRead {
  const file = join(dataDir, CHANNEL_FILE);
  let st;
  try {
    st = lstatSync(file);
  } catch {
    return { ok: false, why: 'missing' };
  }
  if (!st.isFile()) return { ok: false, why: 'unsafe' };
  if (process.platform !== 'win32') {
    if ((st.mode & 0o077) !== 0) return { ok: false, why: 'unsafe' };
    if (typeof process.getuid === 'function' && st.uid !== process.getuid()) return { ok: false, why: 'unsafe' };
  }
  try {
    const body = channelBody.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    return body.success ? { ok: true, channel: body.data } : { ok: false, why: 'unreadable' };
  } catch {
    return { ok: false, why: 'unreadable' };
  }
}
