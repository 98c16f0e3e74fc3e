// Vendor text on paper. Names are isolated (<bdi>, print.css `unicode-bidi: isolate`) so a right-to-left name
// cannot reorder what stands beside it. Codes (SKU, MSKU, bins, list codes) are read by people against the
// screen and by scanners: a direction control inside one would print it reversed ("LTR-UKS" for "SKU-LTR"), so
// every such control is shown as what it is, [U+202E], and the code reads in the order it was stored.

// Embeddings, overrides, isolates and their ends, and the implicit marks (LRM, RLM, ALM).
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/gu;

export function visibleControls(code: string): string {
  return code.replace(BIDI_CONTROLS, (c) => `[U+${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}]`);
}
