// Code 128 as SVG through bwip-js (a maintained port of Barcode Writer in Pure PostScript): vector bars print
// sharp at any size, unlike a screenshot or a canvas.
import { toSVG } from 'bwip-js/browser';

export interface Code128 {
  /** The SVG markup; its viewBox is one unit per module, so width follows the module width chosen in print. */
  svg: string;
  modules: number;
}

/** Null when the text cannot be a scannable Code 128 here (empty, or beyond printable ASCII, such as Chinese). */
export function code128(text: string): Code128 | null {
  if (text === '' || !/^[\x20-\x7e]+$/.test(text)) return null;
  let svg: string;
  try {
    svg = toSVG({ bcid: 'code128', text, scale: 1, height: 10, includetext: false });
  } catch {
    return null;
  }
  const box = /viewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"/.exec(svg);
  if (!box) return null;
  // The bars stretch to the box the print layout gives them; the module count fixes their width.
  return { svg: svg.replace('<svg ', '<svg preserveAspectRatio="none" '), modules: Number(box[1]) };
}
