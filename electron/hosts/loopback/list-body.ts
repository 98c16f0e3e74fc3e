// A call's JSON body that carries one long list (jobs.start's rows, ledger.lookup's items: the contract's `list`)
// is parsed a slice of elements at a time, the loop getting its turn between slices: one JSON.parse of a
// 100,000-row body (6 MB) held the browser host's loop 60 ms on a quiet machine and 120–290 ms at load 6–9.
//
// The bytes are scanned once to find the list's place in the top-level object and where every thousandth
// element ends; the object without the list (`[]` in its place) is parsed on its own, then the list's elements a
// slice at a time, each by the native parser. The scan only finds places: every byte is still read by
// JSON.parse, in one of those pieces, and the separators between pieces are checked here, so a body is accepted
// exactly when JSON.parse accepts it, with the same value. Structural characters are ASCII, and no byte of a
// multi-byte UTF-8 sequence is below 0x80, so the scan reads bytes and decodes only the pieces it hands on.
// Anything unusual (not an object, the list missing, named twice, not an array) is left to one JSON.parse.
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Bodies below this are parsed at once: their parse is shorter than a slice's. */
export const SLICED_FROM_BYTES = 256 * 1024;
const ELEMENTS_PER_SLICE = 1000;
const TURN_MS = 4;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const COMMA = 0x2c;
const COLON = 0x3a;

export interface ListBodyOptions {
  /** Elements parsed per slice (tests use small ones). */
  elementsPerSlice?: number;
  /** Bodies smaller than this are parsed whole (default SLICED_FROM_BYTES). */
  slicedFromBytes?: number;
  /** The loop gets its turn once this much time went to the body since its last turn (default 4 ms; 0: every slice). */
  turnMs?: number;
}

/** Where the list sits in the body: its brackets, and the byte offsets where each slice of elements ends. */
interface ListPlace {
  open: number;
  close: number;
  /** Start of the first element, then the end of every slice's last element (a comma or the end follows it). */
  cuts: number[];
  /** The start of each slice after the first (just after the comma that separates it from the previous one). */
  starts: number[];
}

class NotSliceable extends Error {}

/** `JSON.parse(body)`, with the top-level array `field` parsed a slice of elements at a time. Throws SyntaxError. */
export async function parseListBody(body: Buffer, field: string, opts: ListBodyOptions = {}): Promise<unknown> {
  if (body.length < (opts.slicedFromBytes ?? SLICED_FROM_BYTES)) return JSON.parse(body.toString('utf8'));
  const turnMs = opts.turnMs ?? TURN_MS;
  let place: ListPlace;
  try {
    place = await findList(body, field, opts.elementsPerSlice ?? ELEMENTS_PER_SLICE, turnMs);
  } catch (err) {
    if (err instanceof NotSliceable) return JSON.parse(body.toString('utf8'));
    throw err;
  }
  const outside = Buffer.concat([body.subarray(0, place.open), Buffer.from('[]'), body.subarray(place.close + 1)]);
  const envelope: unknown = JSON.parse(outside.toString('utf8'));
  // Always so when the scan is right; checked, so a scan gone wrong can never put the list elsewhere.
  const slot = (envelope as Record<string, unknown>)[field];
  if (!Array.isArray(slot) || slot.length !== 0) throw new SyntaxError('The body is not valid JSON.');
  const items: unknown[] = [];
  let turn = performance.now();
  for (let k = 0; k < place.starts.length; k++) {
    const from = place.starts[k] as number;
    const to = place.cuts[k + 1] as number;
    const slice: unknown = JSON.parse(`[${body.toString('utf8', from, to)}]`);
    for (const item of slice as unknown[]) items.push(item);
    if (performance.now() - turn >= turnMs) {
      await nextTurn();
      turn = performance.now();
    }
  }
  (envelope as Record<string, unknown>)[field] = items;
  return envelope;
}

async function findList(b: Buffer, field: string, perSlice: number, turnMs: number): Promise<ListPlace> {
  let i = skipSpace(b, 0);
  if (b[i] !== OPEN_OBJECT) throw new NotSliceable();
  i = skipSpace(b, i + 1);
  let place: ListPlace | null = null;
  if (b[i] === CLOSE_OBJECT) throw new NotSliceable();
  for (;;) {
    if (b[i] !== QUOTE) throw syntax();
    const keyEnd = stringEnd(b, i);
    const key: unknown = JSON.parse(b.toString('utf8', i, keyEnd));
    i = skipSpace(b, keyEnd);
    if (b[i] !== COLON) throw syntax();
    i = skipSpace(b, i + 1);
    if (key === field) {
      // Named twice: JSON.parse keeps the last; one parse of the whole says exactly what it does.
      if (place !== null || b[i] !== OPEN_ARRAY) throw new NotSliceable();
      place = await scanArray(b, i, perSlice, turnMs);
      i = place.close + 1;
    } else {
      i = valueEnd(b, i);
    }
    i = skipSpace(b, i);
    if (b[i] === COMMA) {
      i = skipSpace(b, i + 1);
      continue;
    }
    if (b[i] === CLOSE_OBJECT) break;
    throw syntax();
  }
  if (place === null) throw new NotSliceable();
  return place;
}

async function scanArray(b: Buffer, open: number, perSlice: number, turnMs: number): Promise<ListPlace> {
  let i = skipSpace(b, open + 1);
  if (b[i] === CLOSE_ARRAY) return { open, close: i, cuts: [i], starts: [] };
  const cuts = [i];
  const starts = [i];
  let n = 0;
  let turn = performance.now();
  for (;;) {
    i = valueEnd(b, i);
    n++;
    const end = i;
    i = skipSpace(b, i);
    if (b[i] === CLOSE_ARRAY) {
      cuts.push(end);
      return { open, close: i, cuts, starts };
    }
    if (b[i] !== COMMA) throw syntax();
    i = skipSpace(b, i + 1);
    if (n % perSlice === 0) {
      cuts.push(end);
      starts.push(i);
      if (performance.now() - turn >= turnMs) {
        await nextTurn();
        turn = performance.now();
      }
    }
  }
}

/** The offset just past the value starting at `i` (for valid JSON; invalid JSON is caught by the parses). */
function valueEnd(b: Buffer, i: number): number {
  const c = b[i];
  if (c === QUOTE) return stringEnd(b, i);
  if (c !== OPEN_OBJECT && c !== OPEN_ARRAY) {
    // A number, true, false or null: up to the next structural character or space.
    let j = i;
    while (j < b.length) {
      const d = b[j] as number;
      if (d === COMMA || d === CLOSE_ARRAY || d === CLOSE_OBJECT || d === 0x20 || d === 0x0a || d === 0x0d || d === 0x09) break;
      if (d === OPEN_ARRAY || d === OPEN_OBJECT || d === QUOTE || d === COLON) throw syntax();
      j++;
    }
    if (j === i) throw syntax();
    return j;
  }
  let depth = 0;
  let j = i;
  while (j < b.length) {
    const d = b[j] as number;
    if (d === QUOTE) {
      j = stringEnd(b, j);
      continue;
    }
    if (d === OPEN_OBJECT || d === OPEN_ARRAY) depth++;
    else if (d === CLOSE_OBJECT || d === CLOSE_ARRAY) {
      depth--;
      if (depth === 0) return j + 1;
    }
    j++;
  }
  throw syntax();
}

/** The offset just past the closing quote of the string whose opening quote is at `i`. */
function stringEnd(b: Buffer, i: number): number {
  let j = i + 1;
  for (;;) {
    const q = b.indexOf(QUOTE, j);
    if (q < 0) throw syntax();
    // Escaped when an odd number of backslashes stands right before it.
    let k = q - 1;
    while (k > i && b[k] === BACKSLASH) k--;
    if ((q - 1 - k) % 2 === 0) return q + 1;
    j = q + 1;
  }
}

function skipSpace(b: Buffer, i: number): number {
  while (i < b.length) {
    const c = b[i];
    if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) break;
    i++;
  }
  return i;
}

function syntax(): SyntaxError {
  return new SyntaxError('The body is not valid JSON.');
}
