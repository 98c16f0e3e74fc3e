// What an app.asar holds, file by file and by part (a dependency, or one of the app's own files), for the
// packaging test and the bench.
import { listPackage, statFile } from '@electron/asar';

export interface AsarEntry {
  /** Path inside the asar, without the leading slash. */
  path: string;
  size: number;
}

export function asarEntries(asarPath: string): AsarEntry[] {
  const entries: AsarEntry[] = [];
  for (const listed of listPackage(asarPath, { isPack: false })) {
    const path = listed.replace(/^[/\\]/, '').replaceAll('\\', '/');
    const stat = statFile(asarPath, path, false) as { size?: unknown; files?: unknown };
    if (typeof stat.size === 'number' && stat.files === undefined) entries.push({ path, size: stat.size });
  }
  return entries;
}

/** The dependency a path belongs to (`node_modules/@scope/name`), or the path itself for the app's own files. */
export function partOf(path: string): string {
  const parts = path.split('/');
  if (parts[0] !== 'node_modules') return path;
  return parts.slice(0, parts[1]?.startsWith('@') ? 3 : 2).join('/');
}

/** The `n` biggest parts, biggest first. */
export function biggestParts(entries: AsarEntry[], n: number): Array<{ part: string; size: number }> {
  const sizes = new Map<string, number>();
  for (const e of entries) sizes.set(partOf(e.path), (sizes.get(partOf(e.path)) ?? 0) + e.size);
  return [...sizes].map(([part, size]) => ({ part, size })).sort((a, b) => b.size - a.size).slice(0, n);
}

/** What never runs: TypeScript sources and typings (.ts, .d.ts, .mts, .cts) and source maps. */
export const NOT_RUN = /\.(?:[mc]?ts|map)$/;
