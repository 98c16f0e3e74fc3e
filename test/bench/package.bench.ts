// The installer's payload: the size of app.asar as electron-builder packs it (stand-in Electron, see
// test/fixtures/electron-stand-in/pack.ts), after a fresh `npm run build`.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packWithStandIn } from '../fixtures/electron-stand-in/pack';
import type { Bench } from './figure';

const LIMIT_MB = 15;

const bench: Bench = async () => {
  execSync('npm run build', { stdio: 'ignore' });
  const work = mkdtempSync(join(tmpdir(), 'opsdesk-pack-bench-'));
  try {
    const mb = statSync(await packWithStandIn(work)).size / 1024 / 1024;
    return [{ name: 'app.asar size', value: Math.round(mb * 100) / 100, unit: 'MB', goal: `≤ ${LIMIT_MB} MB`, ok: mb <= LIMIT_MB }];
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
};
export default bench;
