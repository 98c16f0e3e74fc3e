// `npm start` builds the renderer only when one of its inputs is newer than dist/renderer.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without types
import { rendererStaleReason } from '../../../scripts/renderer-fresh.mjs';

const stale = rendererStaleReason as (root: string) => string | null;
let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function file(path: string, seconds: number): void {
  const full = join(root, path);
  mkdirSync(join(full, '..'), { recursive: true });
  writeFileSync(full, 'x');
  utimesSync(full, seconds, seconds);
  utimesSync(join(full, '..'), seconds, seconds);
}

describe('renderer freshness', () => {
  it('wants a build with none in dist, none after one newer than every input, and one again after an edit', () => {
    root = mkdtempSync(join(tmpdir(), 'opsdesk-fresh-'));
    file('renderer/src/main.tsx', 1000);
    file('shared/ipc/contract.ts', 1000);
    file('vite.config.ts', 1000);
    expect(stale(root)).toBe('no build in dist/renderer yet');
    file('dist/renderer/index.html', 2000);
    for (const dir of ['renderer', 'renderer/src', 'shared', 'shared/ipc']) utimesSync(join(root, dir), 1000, 1000);
    expect(stale(root)).toBeNull();
    file('shared/ipc/contract.ts', 3000);
    expect(stale(root)).toBe('shared changed since the last build');
  });
});
