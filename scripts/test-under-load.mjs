// Runs tests beside a CPU hog, as a warehouse PC also running a browser and Excel would (issue 21 §6): the
// suite must not depend on how fast the machine is. Starts `--hogs` busy-loop processes (default: one per
// core), runs the tests until they pass `--times` runs in a row (default 2) or one run fails, then stops the
// hogs. Usage:
//   node scripts/test-under-load.mjs [--hogs 2] [--times 2] [--max-runs 5] [-- <vitest paths…>]
// Without paths it runs the team and coordination tests; `-- .` runs the whole vitest suite (`npm test` adds
// typecheck, lint and e2e). Prints the load average beside each run.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';

const split = process.argv.indexOf('--');
const own = split === -1 ? process.argv.slice(2) : process.argv.slice(2, split);
// `npm run test:under-load -- .` hands the script `.` without the `--` (npm takes it): paths may come either way.
const { values, positionals } = parseArgs({
  args: own,
  allowPositionals: true,
  options: { hogs: { type: 'string', default: String(os.cpus().length) }, times: { type: 'string', default: '2' }, 'max-runs': { type: 'string', default: '5' } },
});
const paths = [...positionals, ...(split === -1 ? [] : process.argv.slice(split + 1))];
const targets = paths.length > 0 ? paths : ['test/integration/team', 'test/unit/core/coordination.test.ts', 'test/unit/core/team-problems.test.ts', 'test/unit/core/tokens.test.ts', 'test/unit/core/throttle.test.ts'];

// A hog is a plain busy loop in its own process: it competes for every core the scheduler gives it. It ends
// itself once this script is gone, however that ended (a busy loop left behind would burn a core for good).
const HOG = `const parent = ${process.pid}; const gone = () => { try { process.kill(parent, 0); return false; } catch { return true; } }; for (let i = 0; ; i++) if (i % 5e7 === 0 && gone()) process.exit(0);`;
const hogs = Array.from({ length: Number(values.hogs) }, () => spawn(process.execPath, ['-e', HOG], { stdio: 'ignore' }));
const stopHogs = () => {
  for (const h of hogs) if (h.exitCode === null) h.kill('SIGKILL');
};
process.on('exit', stopHogs);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));

function runOnce() {
  return new Promise((resolve) => {
    const proc = spawn('npx', ['vitest', 'run', ...targets], { stdio: 'inherit' });
    proc.on('exit', (code) => resolve(code === 0));
  });
}

let inARow = 0;
let runs = 0;
while (inARow < Number(values.times) && runs < Number(values['max-runs'])) {
  runs++;
  const load = os.loadavg()[0].toFixed(1);
  process.stdout.write(`\n# run ${runs} beside ${hogs.length} CPU hog(s), load ${load} on ${os.cpus().length} cores: ${targets.join(' ')}\n`);
  if (await runOnce()) inARow++;
  else {
    process.stdout.write(`# run ${runs} FAILED under load\n`);
    process.exit(1);
  }
}
process.stdout.write(`\n# passed ${inARow} runs in a row beside ${hogs.length} CPU hog(s)\n`);
process.exit(inARow >= Number(values.times) ? 0 : 1);
