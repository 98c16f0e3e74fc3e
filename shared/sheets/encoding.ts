// Which encoding a text file (CSV, TSV, Excel's "Unicode text") is in. A BOM decides. Without one, UTF-16 is
// recognised by its zero bytes, and the remaining candidates (UTF-8, GB18030, Windows-1252) each decode the
// whole file and are scored on what they produce: GBK's 女装 (C5 AE D7 B0) is also valid UTF-8 ("Ůװ"), so
// "decodes without error" is not enough. Scores that come close are reported as uncertain so the user can
// compare the two previews and choose.

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'gb18030' | 'windows-1252';

export interface DecodedText {
  readonly text: string;
  readonly encoding: TextEncodingName;
  /** How the encoding was chosen: a BOM, UTF-16's zero bytes, or the scores of the decodings. */
  readonly by: 'bom' | 'zeros' | 'score' | 'user';
  /** The runner-up when the scores were close: show both and let the user pick. */
  readonly alternative: TextEncodingName | null;
}

function bomOf(b: Uint8Array): { encoding: TextEncodingName; length: number } | null {
  if (b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf) return { encoding: 'utf-8', length: 3 };
  if (b[0] === 0xff && b[1] === 0xfe) return { encoding: 'utf-16le', length: 2 };
  if (b[0] === 0xfe && b[1] === 0xff) return { encoding: 'utf-16be', length: 2 };
  return null;
}

/** UTF-16 without a BOM: mostly-ASCII text puts a zero in every other byte. */
function utf16ByZeros(b: Uint8Array): TextEncodingName | null {
  const n = Math.min(b.length, 4096) & ~1;
  if (n < 4) return null;
  let even = 0;
  let odd = 0;
  for (let i = 0; i < n; i += 2) {
    if (b[i] === 0) even++;
    if (b[i + 1] === 0) odd++;
  }
  const half = n / 2;
  if (odd > half * 0.3 && even < half * 0.05) return 'utf-16le';
  if (even > half * 0.3 && odd < half * 0.05) return 'utf-16be';
  return null;
}

function decode(encoding: TextEncodingName, b: Uint8Array): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true }).decode(b);
  } catch {
    return null;
  }
}

let common: Set<number> | null = null;

/**
 * The 6,763 ideographs of GB2312 (the everyday ones), decoded once from their byte pairs: a wrong decoding of
 * UTF-8 as GB18030 yields ideographs too, but mostly rare ones from GBK's extension.
 */
function commonHanzi(): Set<number> {
  if (common) return common;
  const bytes: number[] = [];
  for (let lead = 0xb0; lead <= 0xf7; lead++) for (let trail = 0xa1; trail <= 0xfe; trail++) bytes.push(lead, trail);
  const text = new TextDecoder('gb18030').decode(new Uint8Array(bytes));
  common = new Set(Array.from(text, (ch) => ch.charCodeAt(0)));
  return common;
}

/**
 * How plausible a decoding is for a sheet of a warehouse: everyday CJK ideographs, CJK and full-width punctuation and
 * Latin-1 letters are what such files hold; C1 controls, the replacement character and letters of scripts
 * nobody here writes (Latin Extended, Hebrew, Arabic, box drawing: what a wrong decoding yields) count against.
 * Per non-ASCII character, so files of different sizes compare.
 */
export function plausibility(text: string): number {
  const everyday = commonHanzi();
  let good = 0;
  let bad = 0;
  let nonAscii = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) continue;
    nonAscii++;
    if (c >= 0x4e00 && c <= 0x9fff) good += everyday.has(c) ? 1 : 0.2;
    else if ((c >= 0x3000 && c <= 0x303f) || (c >= 0xff01 && c <= 0xff5e)) good++;
    else if ((c >= 0xc0 && c <= 0xff && c !== 0xd7 && c !== 0xf7) || c === 0xa0 || c === 0xb7 || c === 0xa5 || c === 0xa3 || c === 0x20ac) good++;
    else if (c >= 0x2010 && c <= 0x2026) good++; // dashes, quotes, ellipsis
    else if (c < 0xa0 || c === 0xfffd || (c >= 0x100 && c <= 0x2fff) || (c >= 0xe000 && c <= 0xf8ff)) bad++;
    // Anything else (rare CJK extensions, symbols) counts neither way.
  }
  return nonAscii === 0 ? 1 : (good - 2 * bad) / nonAscii;
}

/** Candidates in the order a tie is settled: UTF-8 first (what most tools write), then a zh-CN Excel's GB18030. */
const CANDIDATES: readonly TextEncodingName[] = ['utf-8', 'gb18030', 'windows-1252'];
/** Scores closer than this leave the choice to the user. */
const CLOSE = 0.25;
/**
 * Valid UTF-8 with multi-byte sequences rarely happens by chance, so UTF-8 wins a tie outright: "Müller" in
 * UTF-8 is also the GB2312 text "M脙ller", and both score as plausible.
 */
const UTF8_PRIOR = 0.3;

export function decodeText(bytes: ArrayBuffer | Uint8Array, forced?: TextEncodingName): DecodedText {
  const b = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const bom = bomOf(b);
  if (forced) {
    const skip = bom && bom.encoding === forced ? bom.length : 0;
    return { text: new TextDecoder(forced).decode(b.subarray(skip)), encoding: forced, by: 'user', alternative: null };
  }
  if (bom) return { text: new TextDecoder(bom.encoding).decode(b.subarray(bom.length)), encoding: bom.encoding, by: 'bom', alternative: null };
  const utf16 = utf16ByZeros(b);
  if (utf16) return { text: new TextDecoder(utf16).decode(b), encoding: utf16, by: 'zeros', alternative: null };
  const scored = CANDIDATES.flatMap((encoding) => {
    const text = decode(encoding, b);
    return text === null ? [] : [{ encoding, text, score: plausibility(text) + (encoding === 'utf-8' ? UTF8_PRIOR : 0) }];
  });
  // Windows-1252 decodes any byte, so the list is never empty.
  const ranked = [...scored].sort((x, y) => y.score - x.score);
  const best = ranked[0]!;
  const second = ranked[1];
  const close = second !== undefined && best.score - second.score < CLOSE && best.text !== second.text;
  return { text: best.text, encoding: best.encoding, by: 'score', alternative: close ? second.encoding : null };
}
