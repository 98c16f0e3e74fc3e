// Themes swap only design tokens: colours live in tokens.css alone, and the dark theme redefines colour
// tokens, nothing else.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = 'renderer/src/styles';
const COLOUR = /#[0-9a-fA-F]{3,8}\b|\brgba?\(|\bhsla?\(/;

function block(css: string, selector: string): string {
  const start = css.indexOf(`${selector} {`);
  return start < 0 ? '' : css.slice(start, css.indexOf('}', start));
}
const declarations = (text: string) => [...text.matchAll(/^\s*([a-z-]+)\s*:/gm)].map((m) => m[1]);

describe('design tokens', () => {
  it.each(readdirSync(DIR).filter((f) => f.endsWith('.css') && f !== 'tokens.css'))('%s uses tokens, never a colour of its own', (file) => {
    const offending = readFileSync(join(DIR, file), 'utf8')
      .split('\n')
      .filter((line) => COLOUR.test(line));
    expect(offending).toEqual([]);
  });

  it('the dark theme sets custom properties only, each one the light theme defines', () => {
    const css = readFileSync(join(DIR, 'tokens.css'), 'utf8');
    const darkBlock = block(css, ":root[data-theme='dark']");
    const dark = declarations(darkBlock);
    expect(dark.length).toBeGreaterThan(10);
    expect(dark.filter((d) => d !== 'color-scheme' && !d?.startsWith('--'))).toEqual([]);
    const lightTokens = new Set([...css.slice(0, css.indexOf(":root[data-theme='dark']")).matchAll(/(--[a-z0-9-]+)\s*:/g)].map((m) => m[1]));
    const darkTokens = [...darkBlock.matchAll(/(--[a-z0-9-]+)\s*:/g)].map((m) => m[1]);
    expect(darkTokens.filter((t) => !lightTokens.has(t))).toEqual([]);
  });
});
