// A draft's JSON text built in pieces, so an autosave of a 100,000-row grid never holds the main thread:
// - rows never seen (a first save) are serialised a run at a time (one JSON.stringify for up to RUN rows: per
//   row it costs twice as much), the run's text kept by its first row's identity and reused while the same
//   rows follow it; a run one of whose rows was replaced is taken row by row from then on (a replaced first row
//   starts a new run with the rows after it: that one edit goes out as up to RUN rows);
// - every other row (an element of a large array, an entry of a large object) is one piece, serialised once and
//   kept by the row object's identity (screens replace a row they change, never edit it in place);
// - the walk yields every few hundred rows, and `sliced` runs it in short idle slices;
// - `splice` compares the pieces with the last saved ones: an edit of one cell is sent as one row (or its run).
import type { JsonValue } from '../../../shared/ipc';
import { whenIdle, type Cancel } from './idle';

/** Containers with more children than this are split into pieces (one per child). */
const SPLIT_AT = 32;
const YIELD_EVERY = 256;
/** Rows never seen are serialised this many at a time (a first save of 100,000 rows: 1,563 calls, not 100,000). */
const RUN = 64;

export class DraftText {
  private readonly cache = new WeakMap<object, string>();
  /** Runs of rows serialised together, by their first row: the rows (to check they still follow it) and the text. */
  private readonly runs = new WeakMap<object, { rows: readonly JsonValue[]; text: string }>();

  /** The pieces whose concatenation is `JSON.stringify(value)`; yields now and then so the caller can pause. */
  *pieces(value: JsonValue): Generator<void, string[]> {
    const out: string[] = [];
    yield* this.walk(value, out);
    return out;
  }

  private *walk(v: JsonValue, out: string[]): Generator<void, void> {
    if (v === null || typeof v !== 'object') {
      out.push(JSON.stringify(v));
      return;
    }
    if (Array.isArray(v)) {
      if (v.length <= SPLIT_AT) return void out.push(this.whole(v));
      out.push('[');
      // One loop, no generator per row: a 100,000-row grid is this loop, and a row already seen is one lookup.
      let done = 0;
      /** Up to here, rows go one by one: they belonged to a run one of whose rows was replaced. */
      let byRow = 0;
      for (let i = 0; i < v.length; ) {
        if (i > 0) out.push(',');
        const c = v[i] as JsonValue;
        let run = i >= byRow && c !== null && typeof c === 'object' ? this.runs.get(c) : undefined;
        if (run && !sameRows(v, i, run.rows)) {
          byRow = i + run.rows.length;
          run = undefined;
        }
        const fresh = run || i < byRow ? 0 : this.fresh(v, i, out);
        if (run) {
          out.push(run.text);
          i += run.rows.length;
        } else if (fresh > 0) {
          i += fresh;
        } else {
          if (this.small(c, out)) yield* this.walk(c, out);
          i++;
        }
        if (i - done >= YIELD_EVERY) {
          done = i;
          yield;
        }
      }
      out.push(']');
      return;
    }
    const keys = Object.keys(v).filter((k) => v[k] !== undefined);
    if (keys.length <= SPLIT_AT && keys.every((k) => !isLarge(v[k] as JsonValue))) return void out.push(this.whole(v));
    out.push('{');
    for (let i = 0; i < keys.length; i++) {
      const k = keys[i]!;
      out.push(`${i > 0 ? ',' : ''}${JSON.stringify(k)}:`);
      const c = v[k] as JsonValue;
      if (this.small(c, out)) yield* this.walk(c, out);
      if (i % YIELD_EVERY === YIELD_EVERY - 1) yield;
    }
    out.push('}');
  }

  /**
   * Serialises the rows from `i` that were never seen, together, when there are several: how many it did
   * (0: none; the run is then kept by its first row).
   */
  private fresh(v: readonly JsonValue[], i: number, out: string[]): number {
    let j = i;
    while (j < v.length && j - i < RUN) {
      const c = v[j] as JsonValue;
      if (c === null || typeof c !== 'object' || this.cache.has(c) || (j > i && this.runs.has(c)) || isLarge(c)) break;
      j++;
    }
    if (j - i < 2) return 0;
    const rows = v.slice(i, j);
    const text = JSON.stringify(rows).slice(1, -1);
    this.runs.set(rows[0] as object, { rows, text });
    out.push(text);
    return j - i;
  }

  /**
   * Adds a child's text when it is small (from cache when seen before: large ones are walked, never cached);
   * true when it is large and must be walked. No generator is made for a small child.
   */
  private small(v: JsonValue, out: string[]): boolean {
    if (v === null || typeof v !== 'object') return void out.push(JSON.stringify(v)), false;
    const known = this.cache.get(v);
    if (known !== undefined) return void out.push(known), false;
    if (isLarge(v)) return true;
    const text = JSON.stringify(v);
    this.cache.set(v, text);
    out.push(text);
    return false;
  }

  private whole(v: object): string {
    let text = this.cache.get(v);
    if (text === undefined) this.cache.set(v, (text = JSON.stringify(v)));
    return text;
  }
}

/** True when `rows` still follow one another in `v` from `at`. */
function sameRows(v: readonly JsonValue[], at: number, rows: readonly JsonValue[]): boolean {
  if (at + rows.length > v.length) return false;
  for (let k = 0; k < rows.length; k++) if (v[at + k] !== rows[k]) return false;
  return true;
}

/** More children than SPLIT_AT, or an object holding such a container: counted without building key lists. */
function isLarge(v: JsonValue): boolean {
  if (v === null || typeof v !== 'object') return false;
  if (Array.isArray(v)) return v.length > SPLIT_AT;
  let n = 0;
  for (const k in v) {
    if (++n > SPLIT_AT) return true;
    const x = v[k];
    if (x !== null && typeof x === 'object' && isLarge(x)) return true;
  }
  return false;
}

/** Runs a generator to its end at once (leaving the screen, a send's record). */
export function runNow<T>(gen: Generator<void, T>): T {
  for (;;) {
    const step = gen.next();
    if (step.done) return step.value;
  }
}

/** Runs a generator in idle slices of at most `budgetMs` each: no long task on the main thread. */
export function sliced<T>(gen: Generator<void, T>, done: (value: T) => void, budgetMs = 8): Cancel {
  let cancel: Cancel = () => undefined;
  let stopped = false;
  const slice = () => {
    if (stopped) return;
    const until = performance.now() + budgetMs;
    for (;;) {
      const step = gen.next();
      if (step.done) return done(step.value);
      if (performance.now() >= until) break;
    }
    cancel = whenIdle(slice);
  };
  cancel = whenIdle(slice);
  return () => {
    stopped = true;
    cancel();
  };
}

export interface TextSplice {
  at: number;
  remove: number;
  text: string;
  length: number;
}

/**
 * The one splice that turns the text of `before` into the text of `after` (common pieces at both ends kept). A
 * piece of `before` may hold a run of rows that `after` has row by row (one of them replaced): the rows both
 * hold are kept too, so the change is the replaced row alone.
 */
export function splice(before: readonly string[], after: readonly string[]): TextSplice {
  let head = 0;
  while (head < before.length && head < after.length && before[head] === after[head]) head++;
  let tail = 0;
  while (tail < before.length - head && tail < after.length - head && before[before.length - 1 - tail] === after[after.length - 1 - tail]) tail++;
  let at = 0;
  for (let i = 0; i < head; i++) at += before[i]!.length;
  const removed = before.slice(head, before.length - tail).join('');
  let lo = head;
  let hi = after.length - tail;
  let from = 0;
  while (lo < hi && removed.startsWith(after[lo]!, from)) from += after[lo++]!.length;
  let to = removed.length;
  while (hi > lo && to - after[hi - 1]!.length >= from && removed.endsWith(after[hi - 1]!, to)) to -= after[--hi]!.length;
  const text = after.slice(lo, hi).join('');
  let length = 0;
  for (const p of after) length += p.length;
  return { at: at + from, remove: to - from, text, length };
}
