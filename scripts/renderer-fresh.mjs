// Whether dist/renderer was built after every file it is built from changed: `npm start` skips a two-minute
// build when nothing did. Inputs: the renderer, shared/ (the renderer bundles it), the Vite config and the lock
// file (a dependency update changes the bundle).
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const INPUTS = ['renderer', 'shared', 'vite.config.ts', 'package-lock.json', 'tsconfig.json'];

function newestMtime(path) {
  let st;
  try {
    st = statSync(path);
  } catch {
    return 0;
  }
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** The reason the renderer must be built, or null when dist/renderer is newer than all its inputs. */
export function rendererStaleReason(root) {
  let built;
  try {
    built = statSync(join(root, 'dist', 'renderer', 'index.html')).mtimeMs;
  } catch {
    return 'no build in dist/renderer yet';
  }
  const changed = INPUTS.find((input) => newestMtime(join(root, input)) > built);
  return changed === undefined ? null : `${changed} changed since the last build`;
}
