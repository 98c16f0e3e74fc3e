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
  /**
   * Number cells too long for a spreadsheet to hold exactly (an id of 16 digits or more stored as a number: Excel
   * keeps 15), as row, column pairs (0-based, flat). Their text is what Excel shows; an id column refuses them.
   */
  readonly lossy?: readonly number[];
  /**
   * Set when the sheet holds more rows than one import takes: how many it holds (at least). Its `cells` then hold
   * only its first rows, for the mapping step to show; nothing of it can be imported.
   */
  readonly overCap?: number;
}

export interface TextFileInfo {
  readonly encoding: TextEncodingName;
  readonly by: 'bom' | 'zeros' | 'score' | 'user';
  /** When the choice was close: the other encoding and the file's first lines decoded with it. */
  readonly alternative: { readonly encoding: TextEncodingName; readonly preview: string } | null;
}

/** What one read may take (the worker's limits). */
export interface ReadLimits {
  /** Rows one sheet may hold (header and title rows included); a sheet with more is marked `overCap`. */
  readonly maxRows: number;
  /** Rows kept of a sheet over the cap, for the mapping step to show. */
  readonly previewRows: number;
}

export interface FileRead {
  readonly sheets: readonly SheetData[];
  /** Set for CSV/TSV/TXT (null for workbooks, whose encoding is the format's own). */
  readonly text: TextFileInfo | null;
}

/** A sheet position as one number (a sheet has at most 16,384 columns). */
export const cellKey = (row: number, col: number) => row * 16384 + col;

/** The lossy number cells of a sheet, to look up by `cellKey`. */
export function lossyCells(sheet: SheetData): Set<number> {
  const out = new Set<number>();
  const flat = sheet.lossy ?? [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.add(cellKey(flat[i]!, flat[i + 1]!));
  return out;
}

/**
 * Each cell of a merged range takes the value of its top-left cell (Excel keeps it only there), and with it
 * whether that value was a lossy number.
 */
export function fillMerged(sheet: SheetData): { cells: string[][]; lossy: Set<number> } {
  const cells = sheet.cells.map((r) => [...r]);
  const lossy = lossyCells(sheet);
  for (const m of sheet.merges) {
    const value = cells[m.top]?.[m.left] ?? '';
    const lost = lossy.has(cellKey(m.top, m.left));
    for (let r = m.top; r <= m.bottom; r++) {
      const row = (cells[r] ??= []);
      for (let c = m.left; c <= m.right; c++) {
        if (r === m.top && c === m.left) continue;
        row[c] = value;
        if (lost) lossy.add(cellKey(r, c));
      }
    }
  }
  return { cells, lossy };
}
