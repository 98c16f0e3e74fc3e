// When a profile's ledger begins: the sandbox's demo state is made anew by a reset, and what was sent to the state
// before it is applied nowhere now, so the sandbox profile's ledger leaves out the jobs made before its last reset
// (Activity still lists them). Kept beside the profile's journal so a restart knows it; real profiles never have one.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../../../node-shared/atomic-file';

const FILE = 'ledger-since.json';
const epoch = z.object({ since: z.string().datetime() });

/** The time the profile's ledger begins at; null: from its first job. A damaged file counts as none. */
export function readLedgerSince(profileDir: string): string | null {
  try {
    const parsed = epoch.safeParse(JSON.parse(readFileSync(join(profileDir, FILE), 'utf8')));
    return parsed.success ? parsed.data.since : null;
  } catch {
    return null;
  }
}

export async function writeLedgerSince(profileDir: string, since: string): Promise<void> {
  await writeFileAtomic(join(profileDir, FILE), JSON.stringify({ since }));
}
