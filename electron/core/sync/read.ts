// A sync's file → rows of text by field, read exactly as the screens' import reads a file (shared/sheets/: the
// same decoding, splitting, workbook checks and limits), the sheet and header row found as the import finds
// them, the columns named by the operation's row fields (compared loosely, `headerKey`) or by a mapping in the
// import's remembered format (header → field, '' for "do not import"). Cells are kept as text: the catalogue's
// row schema reads digits itself, and an id Excel stored as a number (16+ digits, its last ones lost) is
// refused on its row, never sent rounded.
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { z } from 'zod';
import { isIdentifierAt } from '../../../shared/catalogue/fields';
import { batchOperationOf, flatRowFieldsOf, rowSchemaOf } from '../../../shared/catalogue/row-validation';
import type { WriteOperationId } from '../../../shared/catalogue';
import { unprotectCell } from '../../../shared/csv/csv-field';
import { excelScientific } from '../../../shared/sheets/decimal-text';
import { applyRemembered, bestSheet, findHeaderRow, headerKey, matchHeaders, type RememberedMapping } from '../../../shared/sheets/header-mapping';
import { fileKind, hasData, IMPORT_LIMITS, readSheetBytes, sheetRowsFor } from '../../../shared/sheets/read-sheet';
import { cellKey, lossyCells } from '../../../shared/sheets/workbook';
import { WorkbookRefused } from '../../../shared/sheets/workbook-container';
import { SyncError } from './messages';

/** One data row of the file: its sheet row (1-based, as Excel shows it), its text by field. */
export interface SyncSourceRow {
  readonly sheetRow: number;
  readonly input: Readonly<Record<string, string>>;
  /** Cells refused while reading (an id stored as a number): the row is invalid whatever it holds. */
  readonly problems?: ReadonlyArray<{ readonly field: string; readonly code: 'idStoredAsNumber'; readonly text: string }>;
}

export interface SyncSource {
  readonly file: string;
  readonly sheet: string;
  /** 1-based row of the headers. */
  readonly headerRow: number;
  /** Sheet header → the field it fills (null: not imported). */
  readonly columns: ReadonlyArray<{ readonly header: string; readonly field: string | null }>;
  readonly rows: readonly SyncSourceRow[];
  /** Rows skipped because every mapped cell was blank. */
  readonly blankRows: number;
}

export interface ReadSyncOptions {
  /** Header → field, the import's remembered mapping format (keys compared loosely). */
  readonly mapping?: RememberedMapping;
  /** A sheet by name (default: the one whose headers name the most fields). */
  readonly sheet?: string;
  readonly limits?: Partial<typeof IMPORT_LIMITS>;
}

/** A mapping file's content: header text → field ('' for "do not import"). */
export const syncMappingSchema = z.record(z.string().max(200), z.string().max(200));

interface Column {
  readonly id: string;
}

/** The fields a sync fills for an operation: its row's own (flat) fields. Throws OPERATION_UNSUPPORTED otherwise. */
export function syncFields(operation: WriteOperationId): string[] {
  const keys = flatRowFieldsOf(operation);
  if (!keys) throw new SyncError('OPERATION_UNSUPPORTED', { operation });
  return keys;
}

/** Reads a mapping file (JSON object of header → field), each field checked against the operation's. */
export async function readSyncMapping(path: string, operation: WriteOperationId): Promise<RememberedMapping> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, 'utf8'));
  } catch (err) {
    throw new SyncError('MAPPING_INVALID', { file: path, reason: err instanceof Error ? err.message : String(err) });
  }
  const parsed = syncMappingSchema.safeParse(raw);
  if (!parsed.success) throw new SyncError('MAPPING_INVALID', { file: path, reason: parsed.error.issues.map((i) => i.message).join('; ') });
  const fields = syncFields(operation);
  for (const [header, field] of Object.entries(parsed.data)) {
    if (field !== '' && !fields.includes(field)) throw new SyncError('MAPPING_UNKNOWN_FIELD', { file: path, header, field, operation, fields: fields.join(', ') });
  }
  return parsed.data;
}

/** Reads `path` for `operation` (refusals: SyncError with the file's code, nothing read past them). */
export async function readSyncFile(path: string, operation: WriteOperationId, options: ReadSyncOptions = {}): Promise<SyncSource> {
  const limits = { ...IMPORT_LIMITS, ...options.limits };
  const name = basename(path);
  const fields = syncFields(operation);
  const kind = fileKind(name);
  if (!kind) throw new SyncError('FILE_UNSUPPORTED', { file: name });
  let bytes: Uint8Array;
  try {
    const size = (await stat(path)).size;
    if (size > limits.maxBytes) throw new SyncError('FILE_TOO_LARGE', { file: name, limit: limits.maxBytes / 1024 / 1024 });
    bytes = await readFile(path);
  } catch (err) {
    if (err instanceof SyncError) throw err;
    throw new SyncError('FILE_NOT_FOUND', { file: path, reason: err instanceof Error ? err.message : String(err) });
  }
  let read;
  try {
    read = readSheetBytes(bytes, name, kind, { maxRows: sheetRowsFor(limits.maxRows), previewRows: 20 });
  } catch (err) {
    if (err instanceof WorkbookRefused) {
      const r = err.refusal;
      const mb = (n: number) => Math.ceil(n / 1024 / 1024);
      throw r.reason === 'notExcel' ? new SyncError('FILE_NOT_EXCEL', { file: name }) : new SyncError('FILE_UNZIPS_TOO_LARGE', { file: name, declared: mb(r.declaredBytes), limit: mb(r.limitBytes) });
    }
    throw new SyncError('FILE_UNREADABLE', { file: name, reason: err instanceof Error ? err.message : String(err) });
  }
  const columns: Column[] = fields.map((id) => ({ id }));
  const namesOf = (c: Column) => [c.id];
  // The mapping's headers are compared as the sheet's are (a rule's editor keeps them as the user typed them).
  const remembered = Object.fromEntries(
    Object.entries(options.mapping ?? {}).flatMap(([header, field]) => {
      const key = headerKey(header);
      return key === '' ? [] : [[key, field] as const];
    }),
  );
  // A header names a field by its own name or by the mapping.
  const chosenOf = (header: readonly string[]) => applyRemembered(header, matchHeaders(header, columns, namesOf).columns, columns, remembered);
  const named = (row: readonly string[]) => chosenOf(row).filter(Boolean).length;

  const withData = read.sheets.filter(hasData);
  if (withData.length === 0) throw new SyncError('FILE_NO_DATA', { file: name });
  let sheet;
  if (options.sheet !== undefined) {
    sheet = read.sheets.find((s) => s.name === options.sheet);
    if (!sheet) throw new SyncError('SHEET_NOT_FOUND', { file: name, sheet: options.sheet, sheets: read.sheets.map((s) => s.name).join(', ') });
  } else {
    sheet = withData[bestSheet(withData, named)]!;
  }
  if (sheet.overCap !== undefined) throw new SyncError('FILE_TOO_MANY_ROWS', { file: name, rows: sheet.overCap, max: limits.maxRows });

  const headerRow = findHeaderRow(sheet.cells, named);
  const header = sheet.cells[headerRow] ?? [];
  const chosen = chosenOf(header);
  if (!chosen.some(Boolean)) {
    throw new SyncError('NO_COLUMNS', { file: name, operation, fields: fields.join(', '), headers: header.filter((h) => h.trim() !== '').join(', ') });
  }
  const schema = rowSchemaOf(batchOperationOf(operation)!);
  const identifiers = new Set(fields.filter((f) => isIdentifierAt(schema, f)));
  const lossy = lossyCells(sheet);
  const rows: SyncSourceRow[] = [];
  let blankRows = 0;
  for (let r = headerRow + 1; r < sheet.cells.length; r++) {
    const cells = sheet.cells[r] ?? [];
    const input: Record<string, string> = {};
    let problems: Array<{ field: string; code: 'idStoredAsNumber'; text: string }> | undefined;
    let blank = true;
    for (let k = 0; k < chosen.length; k++) {
      const field = chosen[k]?.id;
      if (!field) continue;
      const text = unprotectCell(cells[k] ?? '');
      if (text.trim() === '') continue;
      blank = false;
      if (identifiers.has(field) && lossy.has(cellKey(r, k))) {
        (problems ??= []).push({ field, code: 'idStoredAsNumber', text: excelScientific(text) });
        continue;
      }
      input[field] = text;
    }
    if (blank) {
      blankRows++;
      continue;
    }
    rows.push({ sheetRow: r + 1, input, ...(problems ? { problems } : {}) });
  }
  return {
    file: path,
    sheet: sheet.name,
    headerRow: headerRow + 1,
    columns: header.map((h, k) => ({ header: h, field: chosen[k]?.id ?? null })),
    rows,
    blankRows,
  };
}
