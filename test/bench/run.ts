// Runs every test/bench/*.bench.ts in turn, prints each figure beside its goal, writes results.json.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { z } from 'zod';
import type { Bench, BenchFigure } from './figure';

const here = dirname(fileURLToPath(import.meta.url));
// `--hogs N`: the benches run beside N busy-loop processes (a warehouse PC also running a browser and Excel, as
// scripts/test-under-load.mjs does for the tests); each figure's name says so.
const argv = process.argv.slice(2);
const hogsAt = argv.indexOf('--hogs');
const hogCount = hogsAt >= 0 ? Number(argv[hogsAt + 1]) : 0;
const only = hogsAt >= 0 ? [...argv.slice(0, hogsAt), ...argv.slice(hogsAt + 2)] : argv;
// A hog ends itself once this run is gone, however it ended (one left behind would burn a core for good).
const HOG = `const parent = ${process.pid}; const gone = () => { try { process.kill(parent, 0); return false; } catch { return true; } }; for (let i = 0; ; i++) if (i % 5e7 === 0 && gone()) process.exit(0);`;
const hogs = Array.from({ length: hogCount }, () => spawn(process.execPath, ['-e', HOG], { stdio: 'ignore' }));
process.on('exit', () => {
  for (const h of hogs) if (h.exitCode === null) h.kill('SIGKILL');
});
const beside = hogCount > 0 ? ` [beside ${hogCount} busy loops]` : '';
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const results: BenchFigure[] = [];
let failed = false;
for (const file of files) {
  process.stdout.write(`\n# ${file}\n`);
  try {
    const mod = (await import(pathToFileURL(join(here, file)).href)) as { default: Bench };
    for (const raw of await mod.default()) {
      const fig = { ...raw, name: `${raw.name}${beside}` };
      results.push({ ...fig, bench: file });
      const value = Number.isInteger(fig.value) ? String(fig.value) : fig.value.toFixed(3);
      process.stdout.write(`${fig.ok ? 'ok  ' : 'MISS'}  ${fig.name}: ${value} ${fig.unit}   (goal: ${fig.goal})\n`);
    }
  } catch (err) {
    failed = true;
    process.stdout.write(`FAIL  ${file}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  }
}
// A run of some benches (`npm run bench grid`) updates their figures and keeps the others' from earlier runs, so
// results.json always holds every figure last measured.
const figureSchema = z.object({ name: z.string(), value: z.number(), unit: z.string(), goal: z.string(), ok: z.boolean(), bench: z.string().optional() });
const resultsFile = join(here, 'results.json');
function earlierFigures(): BenchFigure[] {
  if (only.length === 0 || !existsSync(resultsFile)) return [];
  let earlier: unknown;
  try {
    earlier = JSON.parse(readFileSync(resultsFile, 'utf8'));
  } catch {
    return [];
  }
  const parsed = z.array(figureSchema).safeParse(earlier);
  if (!parsed.success) return [];
  const ran = new Set(files);
  // A figure with no bench named comes from before run.ts named them: it cannot be matched, so it goes.
  return parsed.data.filter((f) => f.bench !== undefined && !ran.has(f.bench));
}
writeFileSync(resultsFile, JSON.stringify([...earlierFigures(), ...results], null, 2) + '\n');
const missed = results.filter((r) => !r.ok).length;
process.stdout.write(`\n${results.length} figures, ${results.length - missed} at goal, ${missed} missed; written to test/bench/results.json\n`);
process.exit(failed ? 1 : 0);
