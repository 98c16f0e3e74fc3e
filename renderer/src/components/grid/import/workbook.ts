// What a file reader hands to the import: every sheet as text cells, the merged ranges, and for a text file how
// its encoding was chosen. Plain data, so it crosses from the worker by structured clone.
import type { TextEncodingName } from './encoding';

/** A merged range, 0-based inclusive (row 0 is the sheet's first row). */
export interface MergedRange {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

export interface SheetData {
  readonly name: string;
  readonly cells: string[][];
  readonly merges: readonly MergedRange[];
}

export interface TextFileInfo {
  readonly encoding: TextEncodingName;
  readonly by: 'bom' | 'zeros' | 'score' | 'user';
  /** When the choice was close: the other encoding and the file's first lines decoded with it. */
  readonly alternative: { readonly encoding: TextEncodingName; readonly preview: string } | null;
}

export interface FileRead {
  readonly sheets: readonly SheetData[];
  /** Set for CSV/TSV/TXT (null for workbooks, whose encoding is the format's own). */
  readonly text: TextFileInfo | null;
}

/** Each cell of a merged range takes the value of its top-left cell (Excel keeps it only there). */
export function fillMerged(sheet: SheetData): string[][] {
  const cells = sheet.cells.map((r) => [...r]);
  for (const m of sheet.merges) {
    const value = cells[m.top]?.[m.left] ?? '';
    for (let r = m.top; r <= m.bottom; r++) {
      const row = (cells[r] ??= []);
      for (let c = m.left; c <= m.right; c++) if (r !== m.top || c !== m.left) row[c] = value;
    }
  }
  return cells;
}
