// The renderer's own modules (tests left out), for the standing tests that read every one of them.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export const RENDERER_SRC = join(__dirname, '..', '..', 'renderer', 'src');

export function rendererSources(dir: string = RENDERER_SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return rendererSources(path);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.(ts|tsx)$/.test(e.name) ? [path] : [];
  });
}
