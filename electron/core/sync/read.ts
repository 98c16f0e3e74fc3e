// A sync's file → rows of text by field, read exactly as the screens' import reads a file (shared/sheets/: the
// same decoding, splitting, workbook checks and limits), the sheet and header row found as the import finds
// them, a column named as the screens name it (the catalogue's sheet table: the field's en and zh-CN labels, the
// field itself, its aliases; compared loosely, `headerKey`) or by a mapping in the import's remembered format
// (header → field, '' for "do not import"), which wins. What a row is per operation: shared/catalogue/sync-rows.ts;
// a file of ids may have one column only, whatever its header. Each cell is read by its field's kind as the grid
// reads it (shared/sheets/cell-values.ts: "1,000" and "１２" are 1000 and 12); a cell that cannot be, or an id Excel
// stored as a number (16+ digits, its last ones lost), is a problem of its row with the grid's issue code, never sent.
import { readFile, stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { z } from 'zod';
import { syncShapeOf, type SyncShape } from '../../../shared/catalogue/sync-rows';
import type { WriteOperationId } from '../../../shared/catalogue';
import { unprotectCell } from '../../../shared/csv/csv-field';
import { sheetFieldsOf, sheetHeaderNames } from '../../../shared/catalogue/sheet-fields';
import { parseCell, type CellKind, type CellProblem } from '../../../shared/sheets/cell-values';
import { excelScientific } from '../../../shared/sheets/decimal-text';
import { applyRemembered, bestSheet, findHeaderRow, headerKey, matchHeaders, type RememberedMapping } from '../../../shared/sheets/header-mapping';
import { readSheetBytes } from '../../../shared/sheets/read-sheet';
import { fileKind, hasData, IMPORT_LIMITS, sheetRowsFor } from '../../../shared/sheets/sheet-files';
import { cellKey, lossyCells } from '../../../shared/sheets/workbook';
import { WorkbookRefused } from '../../../shared/sheets/workbook-container';
import { SyncError } from './messages';

/** A cell refused while reading: its field, why (an issue code of the catalogue) and its text as the file showed it. */
export interface SyncCellProblem {
  readonly field: string;
  readonly code: CellProblem;
  readonly text: string;
}

/**
 * One data row of the file: its sheet row (1-based, as Excel shows it), its text by field as the grid would hold
 * it (canonical numbers and ids; a refused cell keeps the text the file showed).
 */
export interface SyncSourceRow {
  readonly sheetRow: number;
  readonly input: Readonly<Record<string, string>>;
  /** Cells refused while reading: the row is invalid whatever else it holds. */
  readonly problems?: readonly SyncCellProblem[];
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
  /** Whose grouping and decimal marks a number cell is read with (the profile's; default en). */
  readonly locale?: string;
}

/** A mapping file's content: header text → field ('' for "do not import"). */
export const syncMappingSchema = z.record(z.string().max(200), z.string().max(200));

interface Column {
  readonly id: string;
  readonly kind: CellKind;
  readonly names: readonly string[];
}

/** The operation's fields as the screens' import names and reads them; a field the table lacks: its name, as text. */
function columnsOf(operation: WriteOperationId, fields: readonly string[]): Column[] {
  const table = sheetFieldsOf(operation);
  return fields.map((id) => {
    const facts = table?.[id];
    return facts ? { id, kind: facts.kind, names: sheetHeaderNames(id, facts) } : { id, kind: 'text', names: [id] };
  });
}

/**
 * A file of ids (a row is one id) names its column by the field, or has one column only: that one, whatever its
 * header says, unless a mapping says not to import it.
 */
function onlyColumn(shape: SyncShape, header: readonly string[], remembered: RememberedMapping, chosen: (Column | null)[], columns: readonly Column[]): (Column | null)[] {
  if (shape.row !== 'value' || chosen.some(Boolean)) return chosen;
  const filled = header.flatMap((h, k) => (h.trim() === '' ? [] : [k]));
  const only = filled.length === 1 ? filled[0]! : -1;
  if (only < 0 || remembered[headerKey(header[only]!)] !== undefined) return chosen;
  return header.map((_h, k) => (k === only ? (columns[0] ?? null) : null));
}

const REFUSAL_CODE = { notRows: 'OPERATION_UNSUPPORTED', nested: 'OPERATION_NESTED', set: 'OPERATION_SET' } as const;

/** What one row of a sync's file is for an operation (shared/catalogue/sync-rows.ts). Throws the refusal's code otherwise. */
export function syncShape(operation: WriteOperationId): SyncShape {
  const found = syncShapeOf(operation);
  if ('shape' in found) return found.shape;
  const { refusal } = found;
  throw new SyncError(REFUSAL_CODE[refusal.why], { operation, ...(refusal.why === 'nested' ? { fields: refusal.fields.join(', ') } : {}) });
}

/** The fields a sync fills for an operation: a row's flat fields, or an id list's field. */
export function syncFields(operation: WriteOperationId): string[] {
  return [...syncShape(operation).fields];
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
  const shape = syncShape(operation);
  const fields = [...shape.fields];
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
  const columns = columnsOf(operation, fields);
  const namesOf = (c: Column) => c.names;
  // The mapping's headers are compared as the sheet's are (a rule's editor keeps them as the user typed them).
  const remembered = Object.fromEntries(
    Object.entries(options.mapping ?? {}).flatMap(([header, field]) => {
      const key = headerKey(header);
      return key === '' ? [] : [[key, field] as const];
    }),
  );
  const locale = options.locale ?? 'en';
  // A header names a field by the screens' names for it, or by the mapping.
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
  // The only-column rule after the header row is found: every id below a header is a row of one cell too.
  const chosen = onlyColumn(shape, header, remembered, chosenOf(header), columns);
  if (!chosen.some(Boolean)) {
    throw new SyncError('NO_COLUMNS', { file: name, operation, fields: fields.join(', '), headers: header.filter((h) => h.trim() !== '').join(', ') });
  }
  const identifiers = new Set(shape.identifiers);
  const lossy = lossyCells(sheet);
  const rows: SyncSourceRow[] = [];
  let blankRows = 0;
  for (let r = headerRow + 1; r < sheet.cells.length; r++) {
    const cells = sheet.cells[r] ?? [];
    const input: Record<string, string> = {};
    let problems: SyncCellProblem[] | undefined;
    let blank = true;
    for (let k = 0; k < chosen.length; k++) {
      const column = chosen[k];
      if (!column) continue;
      const field = column.id;
      const raw = unprotectCell(cells[k] ?? '');
      if (raw.trim() === '') continue;
      blank = false;
      // Kept as Excel shows it (1.38400326137585E+17), never as the rounded digits, which look like another id.
      const lost = identifiers.has(field) && lossy.has(cellKey(r, k)) ? excelScientific(raw) : null;
      const cell = lost === null ? parseCell(column.kind, raw, locale) : { text: lost, problem: 'idStoredAsNumber' as const };
      if (cell.problem) (problems ??= []).push({ field, code: cell.problem, text: cell.text });
      input[field] = cell.text;
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
