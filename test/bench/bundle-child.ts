// A bench's child process is bundled and run by plain Node, as the app's main process runs its bundle (tsx's
// loader alone adds some 45 MB of its own to a process, which a memory figure must not count).
import { join } from 'node:path';
import { build } from 'esbuild';

/** Bundles `test/bench/<name>.ts` into `<dir>/<name>.mjs` and returns its path. */
export async function bundleChild(dir: string, name: string): Promise<string> {
  const outfile = join(dir, `${name}.mjs`);
  await build({
    entryPoints: [join(import.meta.dirname, `${name}.ts`)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile,
    logLevel: 'error',
    // Bundled CommonJS dependencies (pino) still call require(); the alias is a name no bundled module declares
    // (journal/summaries.ts imports createRequire itself).
    banner: { js: "import { createRequire as opsdeskBenchRequire } from 'node:module'; const require = opsdeskBenchRequire(import.meta.url);" },
  });
  return outfile;
}
