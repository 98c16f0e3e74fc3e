// `npm install` on a fresh clone must leave the tree clean: package-lock.json's packages are in the order npm
// writes them (an English locale compare), so npm has nothing to rewrite. scripts/complete-lockfile.mjs keeps it so.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

describe('package-lock.json', () => {
  it('lists its packages in the order npm writes them', () => {
    const lock = JSON.parse(readFileSync(join(__dirname, '..', '..', 'package-lock.json'), 'utf8')) as { packages: Record<string, unknown> };
    const keys = Object.keys(lock.packages);
    const npmOrder = [...keys].sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b, 'en')));
    const firstOff = keys.findIndex((k, i) => k !== npmOrder[i]);
    expect(firstOff === -1 ? null : `${keys[firstOff]} where npm puts ${npmOrder[firstOff]}`).toBeNull();
  });
});
