// The mapping step's decisions, without UI: where the header row is, which grid column each sheet column fills
// (automatic match, then what the user chose last time on this screen), and whether merged ranges leave required
// columns blank.
import type { GridColumn } from '../model/types';
import { applyRemembered, bestSheet as bestSheetBy, findHeaderRow as findHeaderRowBy, headerKey, type RememberedMapping } from '../../../../../shared/sheets/header-mapping';
import { mapHeaders } from './header-mapping';
import type { SheetData } from '../../../../../shared/sheets/workbook';

const namedIn = (columns: readonly GridColumn[]) => (row: readonly string[]) => mapHeaders(row, columns).columns.filter(Boolean).length;

/**
 * The row among the first few whose cells name the most grid columns; when none names any, the first row as
 * wide as the widest (a title above the headers fills one cell).
 */
export function findHeaderRow(cells: readonly (readonly string[])[], columns: readonly GridColumn[]): number {
  return findHeaderRowBy(cells, namedIn(columns));
}

/** The sheet whose headers name the most grid columns (a notes sheet often comes first); ties go to the larger. */
export function bestSheet(sheets: readonly SheetData[], columns: readonly GridColumn[]): number {
  return bestSheetBy(sheets, namedIn(columns));
}

export type { RememberedMapping };

export function initialMapping(header: readonly string[], columns: readonly GridColumn[], remembered: RememberedMapping = {}): (GridColumn | null)[] {
  return applyRemembered(header, mapHeaders(header, columns).columns, columns, remembered);
}

export function rememberMapping(header: readonly string[], chosen: ReadonlyArray<GridColumn | null>, previous: RememberedMapping = {}): RememberedMapping {
  const out: Record<string, string> = { ...previous };
  header.forEach((h, k) => {
    const key = headerKey(h);
    if (key !== '') out[key] = chosen[k]?.id ?? '';
  });
  return out;
}

/**
 * Merged ranges that span data rows of a mapped column: Excel keeps the value only in the top cell, so every
 * other row would arrive blank ("is required" on each). The mapping step offers to fill them down.
 */
export function mergesOverData(sheet: SheetData, headerRow: number, chosen: ReadonlyArray<GridColumn | null>): number {
  return sheet.merges.filter((m) => m.bottom > m.top && m.bottom > headerRow && chosen.slice(m.left, m.right + 1).some(Boolean)).length;
}
