// Real clipboard payloads: read from the shared fixtures folder (never copied into the project), found by
// walking up from the checkout; payloads we made ourselves live in test/fixtures/clipboard.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

function sharedClipboardDir(): string {
  const fromEnv = process.env.OPSDESK_SHARED_FIXTURES;
  if (fromEnv) return join(fromEnv, 'clipboard');
  let dir = resolve(process.cwd());
  for (;;) {
    const candidate = join(dir, 'shared', 'fixtures', 'clipboard');
    if (existsSync(join(candidate, 'SOURCES.md'))) return candidate;
    const up = dirname(dir);
    if (up === dir) throw new Error('shared/fixtures/clipboard not found above the checkout (set OPSDESK_SHARED_FIXTURES)');
    dir = up;
  }
}

export const SHARED_CLIPBOARD_DIR = sharedClipboardDir();

export function sharedPayload(name: string): string {
  return readFileSync(join(SHARED_CLIPBOARD_DIR, name), 'utf8');
}

export function ownPayload(name: string): string {
  return readFileSync(join(process.cwd(), 'test', 'fixtures', 'clipboard', name), 'utf8');
}
