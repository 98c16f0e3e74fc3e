// Codes, not sentences, between layers: no renderer module may recognise a text by pattern. A module that
// matches a message, reason or issue text with a regular expression or a substring test fails here, naming
// the file and line. (Texts are shown as they came; what they mean travels as a code.)
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { RENDERER_SRC, rendererSources } from './renderer-sources';

const ROOT = RENDERER_SRC;

/** A message-like value: `.message`, `.reason`, `.errorMsg` of something, or a variable named so. */
const SUBJECT = String.raw`(?:\.|\b)(?:message|reason|errorMsg)\b`;

/**
 * Files allowed to look into a text, each with why. Adding one needs a reason a reviewer accepts.
 */
const ALLOWED: ReadonlyMap<string, string> = new Map([
  ['i18n/IntlRoot.tsx', "react-intl's missing-id error names the id"],
]);
const RULES: Array<[string, RegExp]> = [
  ['a regex tested on a message text', new RegExp(String.raw`\.(?:test|exec)\(\s*[\w.?]*${SUBJECT}`)],
  ['a message text matched or searched', new RegExp(String.raw`${SUBJECT}\??\.(?:match|matchAll|search|startsWith|endsWith|includes)\(`)],
  ['a regex literal for an English sentence', /\/\^(?:is|must|the|failed|rejected|cannot|no such)\b/i],
  ['a substring of a vendor reason looked up', /reason\.includes\(|\.includes\(\s*k\.match\)/],
];

export function findEnglishParsing(files: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    if (ALLOWED.has(relative(ROOT, file))) continue;
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        if (/^\s*(\/\/|\*)/.test(line)) return;
        for (const [what, re] of RULES) if (re.test(line)) found.push(`${relative(ROOT, file)}:${i + 1}: ${what}: ${line.trim()}`);
      });
  }
  return found;
}

describe('the renderer never parses English texts', () => {
  it('no module matches a message, reason or issue text by pattern', () => {
    expect(findEnglishParsing(rendererSources())).toEqual([]);
  });
});
