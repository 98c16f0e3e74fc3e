// What a scan or a paste becomes: shipping-list codes, one per scanned label. Scanners end each code with Enter;
// pasted sheets separate them by newlines, tabs, commas or spaces.

/** A shipping-list code as printed on the label: letters, digits, - and _, with at least one digit. */
const CODE = /^(?=.*\d)[A-Z0-9_-]{3,64}$/;

/** Splits pasted or typed text into codes, in order, trimmed, upper-cased (labels print upper case). */
export function splitCodes(text: string): string[] {
  return text
    .split(/[\s,;，；]+/u)
    .map((c) => c.trim().toUpperCase())
    .filter((c) => c !== '');
}

export function isWellFormedCode(code: string): boolean {
  return CODE.test(code);
}

export interface ScanOutcome {
  /** Codes new to the queue, in scan order. */
  added: string[];
  /** Codes already queued (or repeated within the same paste): not added again. */
  duplicates: string[];
}

/** Which of `codes` join a queue that already holds `known`; a repeat within `codes` counts once. */
export function acceptCodes(known: ReadonlySet<string>, codes: readonly string[]): ScanOutcome {
  const seen = new Set(known);
  const added: string[] = [];
  const duplicates: string[] = [];
  for (const code of codes) {
    if (seen.has(code)) duplicates.push(code);
    else {
      seen.add(code);
      added.push(code);
    }
  }
  return { added, duplicates };
}
