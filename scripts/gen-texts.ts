// The second half of `npm run gen`: each locale's texts as one JSON file (renderer/src/i18n/texts/<locale>.gen.json),
// the merged tables of i18n/catalogue.ts evaluated. The app loads only the shown locale's file (i18n/texts.ts),
// so a message table (which holds every locale, for the compiler to compare them) never reaches the page.
// Run after the registries are written: the catalogue merges the tables they gather.
// test/unit/registries-gen.test.ts fails while a committed file differs from this output.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const TEXTS_DIR = 'renderer/src/i18n/texts';

/** Every locale's file from the merged tables: ids sorted, so a diff shows only the texts that changed. */
export function generateTexts(messages: Readonly<Record<string, Readonly<Record<string, string>>>>): Array<{ path: string; content: string }> {
  return Object.entries(messages).map(([locale, table]) => ({
    path: `${TEXTS_DIR}/${locale}.gen.json`,
    content: `${JSON.stringify(Object.fromEntries(Object.entries(table).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))), null, 2)}\n`,
  }));
}

/**
 * Evaluates the catalogue and writes each locale's file under `root` whose text changed. Imported only now, not
 * with this module: the registries it merges have just been written.
 */
export async function writeTexts(root: string): Promise<string[]> {
  const { MESSAGES } = await import('../renderer/src/i18n/catalogue');
  const written: string[] = [];
  for (const f of generateTexts(MESSAGES)) {
    const target = join(root, f.path);
    if (existsSync(target) && readFileSync(target, 'utf8') === f.content) continue;
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, f.content);
    written.push(f.path);
  }
  return written;
}
