// Runs every test/bench/*.bench.ts in turn, prints each figure beside its goal, writes results.json.
import { readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Bench, BenchFigure } from './figure';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
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
    for (const fig of await mod.default()) {
      results.push(fig);
      const value = Number.isInteger(fig.value) ? String(fig.value) : fig.value.toFixed(3);
      process.stdout.write(`${fig.ok ? 'ok  ' : 'MISS'}  ${fig.name}: ${value} ${fig.unit}   (goal: ${fig.goal})\n`);
    }
  } catch (err) {
    failed = true;
    process.stdout.write(`FAIL  ${file}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  }
}
writeFileSync(join(here, 'results.json'), JSON.stringify(results, null, 2) + '\n');
const missed = results.filter((r) => !r.ok).length;
process.stdout.write(`\n${results.length} figures, ${results.length - missed} at goal, ${missed} missed; written to test/bench/results.json\n`);
process.exit(failed ? 1 : 0);
