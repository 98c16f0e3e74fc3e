// Joined texts read in the reader's punctuation: zh-CN enumerates with "、", runs phrases on with "，" and clauses
// with "；", where en writes ", " and "; ". A renderer module that joins pieces of a text with a literal
// separator fails here, naming the file and line; the join belongs to locale-format.ts (`f.items`, `f.list`,
// `f.phrases`, `f.clauses`, `f.sentences`).
import { readFileSync } from 'node:fs';
import { basename, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RENDERER_SRC, rendererSources } from './renderer-sources';

const ROOT = RENDERER_SRC;

/**
 * Files allowed a literal join, by name (so a move keeps the entry), each with why. Adding one needs a reason a
 * reviewer accepts.
 */
const ALLOWED: ReadonlyMap<string, string> = new Map([
  ['RowReason.tsx', "infoValue: the leaves of a vendor's JSON value, shown as data, not a sentence"],
  ['ImportDialog.tsx', "a preview of a sheet's cells, shown as data"],
]);

/**
 * `.join(', ')` and its kin, in any quote: an en comma, semicolon or full stop with its space, or the zh one.
 * Without a space (`','`, `'.'`) it is data: a CSV line, a path, a cache key.
 */
const HAND_JOIN = /\.join\(\s*(['"`])(?:[,;.] |[、，；。])\1\s*\)/;

export function findHandJoins(files: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (ALLOWED.has(basename(file))) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (/^\s*(\/\/|\*)/.test(line)) return;
        if (HAND_JOIN.test(line)) found.push(`${relative(ROOT, file)}:${i + 1}: ${line.trim()}`);
      });
  }
  return found;
}

describe('joined texts use the locale-aware joins', () => {
  it('the pattern catches the hand joins it is for, and leaves other joins alone', () => {
    for (const line of ["names.join(', ')", 'a.join(", ")', "x.join('; ')", "x.join('. ')", "x.join('、')", "x.join('，')", 'x.join(`, `)'])
      expect(HAND_JOIN.test(line), line).toBe(true);
    for (const line of ["lines.join('\\n')", "row.join(',')", "path.join('.')", "parts.join('')", "path.join('/')", "f.items(names)", "present(parts).join(zh ? '，' : ', ')"])
      expect(HAND_JOIN.test(line), line).toBe(false);
  });

  it('no renderer module joins the pieces of a text with a literal comma, semicolon or full stop', () => {
    expect(findHandJoins(rendererSources())).toEqual([]);
  });
});
