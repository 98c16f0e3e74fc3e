// The installer's payload: app.asar as electron-builder packs it (stand-in Electron, see
// test/fixtures/electron-stand-in/pack.ts) with the release's update feed, after a fresh `npm run build`:
// its size, what in it never runs (TypeScript sources and typings, source maps), and its biggest parts.
import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packWithStandIn } from '../fixtures/electron-stand-in/pack';
import { asarEntries, biggestParts, NOT_RUN } from '../support/asar-contents';
import type { Bench } from './figure';

const LIMIT_MB = 15;
const SHOWN_PARTS = 10;

const bench: Bench = async () => {
  execSync('npm run build', { stdio: 'ignore' });
  const work = mkdtempSync(join(tmpdir(), 'opsdesk-pack-bench-'));
  try {
    const { asar } = await packWithStandIn(work, { OPSDESK_UPDATE_GITHUB: 'opsdesk/opsdesk' });
    const mb = statSync(asar).size / 1024 / 1024;
    const entries = asarEntries(asar);
    const notRunKb = entries.filter((e) => NOT_RUN.test(e.path)).reduce((sum, e) => sum + e.size, 0) / 1024;
    process.stdout.write(`  biggest parts of app.asar (a dependency, or one of the app's files):\n`);
    for (const { part, size } of biggestParts(entries, SHOWN_PARTS)) process.stdout.write(`  ${(size / 1024).toFixed(0).padStart(7)} KB  ${part}\n`);
    return [
      { name: 'app.asar size', value: Math.round(mb * 100) / 100, unit: 'MB', goal: `≤ ${LIMIT_MB} MB`, ok: mb <= LIMIT_MB },
      { name: 'app.asar: TypeScript and source maps', value: Math.round(notRunKb), unit: 'KB', goal: '0 KB', ok: notRunKb === 0 },
    ];
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
};
export default bench;
