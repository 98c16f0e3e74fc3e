// Code 128 through bwip-js (a maintained port of Barcode Writer in Pure PostScript): bwip-js encodes the text
// into its bars (`raw`: the widths of bars and spaces in modules), and the SVG is drawn here from those widths.
// bwip-js's own renderer took about 1 ms a code (5 ms on a loaded machine: a second for the 200 codes of 4,000
// labels, in one task); the widths alone take 0.15 ms. Vector bars print sharp at any size, unlike a canvas.
import * as bwip from 'bwip-js/browser';

interface RawSymbol {
  sbs?: number[];
}
// The browser build exports the encoder only on its default object (its named `raw` is the "raw" symbology),
// and its type declarations name neither: the one shape used here is declared here.
const encode = (bwip as unknown as { default: { raw(bcid: string, text: string, opts: object): RawSymbol[] } }).default.raw;

export interface Code128 {
  /** The SVG markup; its viewBox is one unit per module, so width follows the module width chosen in print. */
  svg: string;
  modules: number;
}

/** The quiet zone scanners need each side of the bars, in modules. */
export const QUIET_MODULES = 10;
/**
 * The narrowest module a thermal printer at 203 dpi draws and a handheld scanner reads (one dot is 0.125 mm;
 * 0.19 mm is the usual floor of label specifications). Narrower bars are not printed: the code is shown as text.
 */
export const MIN_READABLE_MODULE_MM = 0.19;

// Labels repeat their codes (4,000 labels of 200 lines hold 200 codes): each is encoded and drawn once.
const drawn = new Map<string, Code128 | null>();
const DRAWN_MAX = 2000;

/** Null when the text cannot be a scannable Code 128 here (empty, or beyond printable ASCII, such as Chinese). */
export function code128(text: string): Code128 | null {
  const known = drawn.get(text);
  if (known !== undefined) return known;
  const code = draw(text);
  if (drawn.size >= DRAWN_MAX) drawn.clear();
  drawn.set(text, code);
  return code;
}

/** Bars and spaces, alternating from a bar, each as wide as its number of modules. */
function widthsOf(text: string): number[] | null {
  if (text === '' || !/^[\x20-\x7e]+$/.test(text)) return null;
  try {
    return encode('code128', text, {})[0]?.sbs ?? null;
  } catch {
    return null;
  }
}

function draw(text: string): Code128 | null {
  const widths = widthsOf(text);
  if (!widths) return null;
  // One path per bar width, each bar a vertical stroke centred on its middle (as bwip-js draws them).
  const byWidth = new Map<number, string[]>();
  let x = 0;
  widths.forEach((w, i) => {
    if (i % 2 === 0) {
      const strokes = byWidth.get(w) ?? [];
      strokes.push(`M${x + w / 2} 1L${x + w / 2} 0`);
      byWidth.set(w, strokes);
    }
    x += w;
  });
  const paths = [...byWidth].map(([w, d]) => `<path stroke="#000000" stroke-width="${w}" d="${d.join('')}"/>`).join('');
  // The bars stretch to the box the print layout gives them; the module count fixes their width.
  return { svg: `<svg viewBox="0 0 ${x} 1" xmlns="http://www.w3.org/2000/svg" preserveAspectRatio="none">${paths}</svg>`, modules: x };
}

export type BarcodeFit =
  /** Drawn with modules of `moduleMm`. */
  | { kind: 'bars'; code: Code128; moduleMm: number }
  /** Bars this narrow would not scan: `moduleMm` is what the width allows, `neededMm` the width readable bars take. */
  | { kind: 'tooNarrow'; moduleMm: number; neededMm: number }
  /** Not a Code 128 value (empty, Chinese): text only. */
  | { kind: 'unscannable' };

/** How `text` fits `maxWidthMm` (quiet zones included), the module at most `maxModuleMm`. */
export function fitBarcode(text: string, maxWidthMm: number, maxModuleMm = 0.33): BarcodeFit {
  const code = code128(text);
  if (!code) return { kind: 'unscannable' };
  const span = code.modules + 2 * QUIET_MODULES;
  const moduleMm = Math.min(maxModuleMm, maxWidthMm / span);
  if (moduleMm < MIN_READABLE_MODULE_MM) return { kind: 'tooNarrow', moduleMm, neededMm: Math.ceil(span * MIN_READABLE_MODULE_MM) };
  return { kind: 'bars', code, moduleMm };
}
