// One place decides whether a job is live (renderer/src/api/job-live.ts). A screen that lists the live states
// itself ('running' with 'cancelling', or `state === 'running'`) fails here, naming the file and line.
// (Disabling Cancel while a cancel is under way asks about one state, not liveness, and stays allowed.)
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..', 'renderer', 'src');
const OWNER = join('api', 'job-live.ts');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.(ts|tsx)$/.test(e.name) ? [path] : [];
  });
}

const LIVENESS = [/['"]running['"][^\n]*['"]cancelling['"]/, /['"]cancelling['"][^\n]*['"]running['"]/, /state\s*[!=]==\s*['"]running['"]/];

describe('job liveness', () => {
  it('is decided in api/job-live.ts only', () => {
    const copies = sources(ROOT)
      .filter((f) => relative(ROOT, f) !== OWNER)
      .flatMap((f) =>
        readFileSync(f, 'utf8')
          .split('\n')
          .flatMap((line, i) => (LIVENESS.some((re) => re.test(line)) ? [`${relative(ROOT, f)}:${i + 1}: ${line.trim()}`] : [])),
      );
    expect(copies).toEqual([]);
  });
});
