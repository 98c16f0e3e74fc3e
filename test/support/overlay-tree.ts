// The project's files as `npm run gen` reads them, with files added, replaced or left out in memory: the
// generator's tests and the scratch operation's test run the real generator on "the project plus these files"
// without writing into the checkout.
import { dirname } from 'node:path/posix';
import { diskTree, type SourceTree } from '../../scripts/gen-registries';

export interface Overlay {
  /** Project-relative path ('/' separators) → text: files added or replaced. */
  files?: ReadonlyMap<string, string>;
  /** Project-relative paths left out, as if deleted. */
  omit?: ReadonlySet<string>;
}

/** Every folder that holds a path, up to the root ('a/b/c.ts' → 'a/b', 'a'). */
function foldersOf(path: string): string[] {
  const out: string[] = [];
  for (let d = dirname(path); d !== '.' && d !== '/'; d = dirname(d)) out.push(d);
  return out;
}

export function overlayTree(root: string, overlay: Overlay): SourceTree {
  const disk = diskTree(root);
  const files = overlay.files ?? new Map<string, string>();
  const omit = overlay.omit ?? new Set<string>();
  const virtualFolders = new Set([...files.keys()].flatMap(foldersOf));
  return {
    list(dir) {
      const entries = new Map<string, boolean>();
      if (!virtualFolders.has(dir) || dirExistsOnDisk(disk, dir)) for (const e of disk.list(dir)) entries.set(e.name, e.folder);
      for (const path of [...files.keys(), ...virtualFolders]) {
        if (dirname(path) === dir) entries.set(path.slice(dir.length + 1), virtualFolders.has(path));
      }
      return [...entries].filter(([name]) => !omit.has(`${dir}/${name}`)).map(([name, folder]) => ({ name, folder }));
    },
    read(file) {
      if (omit.has(file)) throw new Error(`${file} is left out of this tree`);
      return files.get(file) ?? disk.read(file);
    },
  };
}

function dirExistsOnDisk(disk: SourceTree, dir: string): boolean {
  try {
    disk.list(dir);
    return true;
  } catch {
    return false;
  }
}
