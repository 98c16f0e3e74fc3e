// A journal's lines read back one at a time: each line's checksum, sequence number and record are checked
// (frame.ts); what a line that cannot be read means depends on what follows it, so problems are settled as
// later lines arrive.
import { crc32 } from 'node:zlib';
import type { LineProblem } from './damage';
import { readLine } from './frame';
import type { ParsedRecord } from './records';

export interface GoodLine {
  line: number;
  rec: ParsedRecord;
}

/**
 * Checks every line's checksum and the sequence numbers: a gap is lost lines, a repeat of a record already read
 * is ignored, an unreadable line that took no number is a write a crash tore and the writer wrote past. Lines
 * are pushed one at a time, so a journal can be read as a stream (see replay-file.ts) as well as from a text.
 */
export class LineChecker {
  readonly problems: LineProblem[] = [];
  readonly notes: string[] = [];
  private readonly seen = new Map<number, string>();
  private lastN = 0;
  private bad: Array<{ line: number; reason: string }> = [];
  private count = 0;

  constructor(private readonly onGood: (good: GoodLine) => void) {}

  push(content: string): void {
    const line = ++this.count;
    const r = readLine(content);
    if (!r.ok) {
      this.bad.push({ line, reason: r.reason });
      return;
    }
    if (r.n <= this.lastN) {
      if (this.seen.get(r.n) === fingerprint(r.text)) this.notes.push(`line ${line} repeats record ${r.n}; ignored`);
      else this.problems.push({ kind: 'out-of-order-line', at: line, line, message: `line ${line} is out of order (record ${r.n} after ${this.lastN})` });
      return;
    }
    const lost = r.n - this.lastN - 1;
    if (lost > 0) {
      this.problems.push(...this.bad.map(unreadable));
      if (lost > this.bad.length) {
        const n = lost - this.bad.length;
        this.problems.push({ kind: 'missing-lines', at: line - 0.5, line, message: `${n} line${n === 1 ? ' is' : 's are'} missing before line ${line}` });
      }
    } else {
      for (const b of this.bad) this.notes.push(`line ${b.line} ${b.reason}: a write torn by an earlier crash, written past`);
    }
    this.bad = [];
    this.lastN = r.n;
    this.seen.set(r.n, fingerprint(r.text));
    this.onGood({ line, rec: r.record });
  }

  /** After the last line; `endsWithNewline` says whether the text's last line was whole. */
  finish(endsWithNewline: boolean): void {
    const last = this.bad.at(-1);
    // A crash cut the last write: its line has no newline. Nothing after it was written, and it cannot be an
    // intent whose chunk was sent (an intent is synced before sending, newline included).
    if (last && !endsWithNewline && last.line === this.count) {
      this.notes.push(`line ${last.line} ${last.reason}: the last write, torn by a crash`);
      this.bad.pop();
    }
    this.problems.push(...this.bad.map(unreadable));
    this.bad = [];
  }
}

/** What tells a repeated record from a different one with its number, without keeping every line's text. */
function fingerprint(text: string): string {
  return `${text.length}:${crc32(text)}`;
}

function unreadable(b: { line: number; reason: string }): LineProblem {
  return { kind: 'unreadable-line', at: b.line, line: b.line, message: `line ${b.line} ${b.reason}` };
}

