// The import flow around one grid, whatever started it (the file button or a file dropped on the grid): read
// the file in the worker (Cancel, size, row and time limits), then the mapping step (ImportDialog), then rows:
// converted a slice at a time, checked by the grid's rules a slice at a time (so the grid finds them checked when
// they land and no task holds the page), then handed over. The mapping the user confirms is remembered per
// screen in localStorage (remembered-mapping.ts).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RowValidator } from '../model/row-validator';
import type { GridValidation } from '../model/validation';
import type { GridColumn } from '../model/types';
import { yieldToUi } from '../logic/yield-to-ui';
import { loadEveryLocale } from '../../../i18n/texts';
import type { TextEncodingName } from '../../../../../shared/sheets/encoding';
import { loadRemembered, saveRemembered } from './remembered-mapping';
import { IMPORT_LIMITS } from '../../../../../shared/sheets/sheet-files';
import { keepReaderWarm, readSheetFile, ReadFileError, type ReadFailure } from './read-file';
import { sheetToRowsInSlices, type SheetImport } from './sheet-rows';
import { fillMerged, lossyCells, type FileRead } from '../../../../../shared/sheets/workbook';

export interface MappingChoice {
  readonly sheet: number;
  readonly headerRow: number;
  readonly columns: ReadonlyArray<GridColumn | null>;
  readonly fillMerges: boolean;
}

export type ImportState =
  | { step: 'idle' }
  /** `progress`: rows read so far of the rows the sheet declares, once the reader has told (an .xlsx tells). */
  | { step: 'reading'; name: string; progress?: { readonly rows: number; readonly of: number | null } }
  | { step: 'mapping'; file: File; read: FileRead }
  /** The confirmed mapping being applied, a slice of rows at a time (Cancel leaves the grid as it was). */
  | { step: 'importing'; name: string }
  | { step: 'failed'; reason: ReadFailure; name: string; message: string; values: Readonly<Record<string, number>> };

export interface SheetImportOptions {
  columns: readonly GridColumn[];
  locale: string;
  /** Key under which the mapping is remembered (the screen's name). */
  screen: string;
  /** The operation whose rows the grid holds: the mapping is remembered by its fields too (a scheduled sync takes it). */
  operation?: string;
  newId(): string;
  /** The rows taken, each one's sheet row number (for the report), and their validation when a validator was given. */
  onImported(result: SheetImport, sheetRowOf: ReadonlyMap<string, number>, validation: GridValidation | null): void;
  /** The grid's rules: imported rows are validated in slices before they land. */
  validator?: RowValidator;
  /** The grid's identifier columns (model/identifiers.ts); the validator's when not given. */
  identifiers?: ReadonlySet<string>;
  /** Rows already in the grid that would go in the same job: the import may add up to `maxRows` minus these. */
  rowsInGrid?: number;
  /** Rows one job takes (default IMPORT_LIMITS.maxRows, a job's most). */
  maxRows?: number;
}

/** How long one slice of validating may hold the page; the clock is read every CHECK_EVERY rows. */
const SLICE_MS = 25;
const CHECK_EVERY = 200;

/**
 * Validates the rows by the grid's rules a slice at a time, giving the page back in between (each row's result is
 * kept by the validator, so the grid finds them checked): the validation, or null when stopped.
 */
export async function validateInSlices(rows: SheetImport['rows'], validator: RowValidator, signal: AbortSignal, pause: () => Promise<void> = yieldToUi): Promise<GridValidation | null> {
  const steps = validator.validateSteps ? validator.validateSteps(rows, CHECK_EVERY) : checkThenValidate(rows, validator);
  for (;;) {
    await pause();
    if (signal.aborted) return null;
    const until = performance.now() + SLICE_MS;
    for (;;) {
      const next = steps.next();
      if (next.done) return next.value;
      if (performance.now() >= until) break;
    }
  }
}

function* checkThenValidate(rows: SheetImport['rows'], validator: RowValidator): Generator<void, GridValidation, void> {
  for (let i = 0; i < rows.length; i++) {
    if (i > 0 && i % CHECK_EVERY === 0) yield;
    validator.check(rows[i]!.values);
  }
  return validator.validate(rows);
}

export function useSheetImport(o: SheetImportOptions) {
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const opts = useRef(o);
  opts.current = o;
  useEffect(keepReaderWarm, []);
  const maxRows = o.maxRows ?? IMPORT_LIMITS.maxRows;

  const read = useCallback(
    async (file: File, encoding?: TextEncodingName) => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState({ step: 'reading', name: file.name });
      try {
        const onProgress = (progress: { rows: number; of: number | null }) => {
          if (!controller.signal.aborted) setState({ step: 'reading', name: file.name, progress });
        };
        // The mapping step matches headers in either language: both locales' column names are here by then.
        const [result] = await Promise.all([readSheetFile(file, { signal: controller.signal, limits: { maxRows }, onProgress, ...(encoding ? { encoding } : {}) }), loadEveryLocale()]);
        if (controller.signal.aborted) return;
        setState({ step: 'mapping', file, read: result });
      } catch (err) {
        const reason = err instanceof ReadFileError ? err.reason : 'unreadable';
        const values = err instanceof ReadFileError ? err.values : {};
        setState(reason === 'cancelled' ? { step: 'idle' } : { step: 'failed', reason, name: file.name, message: err instanceof Error ? err.message : String(err), values });
      }
    },
    [maxRows],
  );

  const cancel = useCallback(() => {
    abort.current?.abort();
    setState({ step: 'idle' });
  }, []);

  const confirm = useCallback(
    async (choice: MappingChoice) => {
      if (state.step !== 'mapping') return;
      const { columns, locale, screen, newId, onImported, validator } = opts.current;
      const sheet = state.read.sheets[choice.sheet];
      if (!sheet || sheet.overCap !== undefined) return;
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState({ step: 'importing', name: state.file.name });
      const { cells, lossy } = choice.fillMerges ? fillMerged(sheet) : { cells: sheet.cells, lossy: lossyCells(sheet) };
      saveRemembered(screen, cells[choice.headerRow] ?? [], choice.columns, opts.current.operation);
      const sheetRowOf = new Map<string, number>();
      const identifiers = opts.current.identifiers ?? validator?.identifiers;
      const result = await sheetToRowsInSlices(
        cells,
        columns,
        locale,
        (sheetRow) => {
          const id = newId();
          sheetRowOf.set(id, sheetRow);
          return id;
        },
        { headerRow: choice.headerRow, columns: choice.columns, signal: controller.signal, lossy, ...(identifiers ? { identifiers } : {}) },
      );
      if (!result || controller.signal.aborted) return;
      const validation = validator ? await validateInSlices(result.rows, validator, controller.signal) : null;
      if (controller.signal.aborted) return;
      setState({ step: 'idle' });
      onImported(result, sheetRowOf, validation);
    },
    [state],
  );

  return {
    state,
    read,
    cancel,
    confirm,
    remembered: () => loadRemembered(opts.current.screen),
    /** Data rows this import may add: a job's most minus the rows the grid holds. */
    room: Math.max(0, maxRows - (o.rowsInGrid ?? 0)),
    maxRows,
    rowsInGrid: o.rowsInGrid ?? 0,
  };
}
