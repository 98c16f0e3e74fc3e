// The import flow around one grid, whatever started it (the file button or a file dropped on the grid): read
// the file in the worker (Cancel, size and time limits), then the mapping step (ImportDialog), then rows. The
// mapping the user confirms is remembered per screen in localStorage.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { GridColumn } from '../model/types';
import type { TextEncodingName } from './encoding';
import { rememberMapping, type RememberedMapping } from './import-plan';
import { keepReaderWarm, readSheetFile, ReadFileError, type ReadFailure } from './read-file';
import { sheetToRowsInSlices, type SheetImport } from './sheet-rows';
import { fillMerged, type FileRead } from './workbook';

export interface MappingChoice {
  readonly sheet: number;
  readonly headerRow: number;
  readonly columns: ReadonlyArray<GridColumn | null>;
  readonly fillMerges: boolean;
}

export type ImportState =
  | { step: 'idle' }
  | { step: 'reading'; name: string }
  | { step: 'mapping'; file: File; read: FileRead }
  /** The confirmed mapping being applied, a slice of rows at a time (Cancel leaves the grid as it was). */
  | { step: 'importing'; name: string }
  | { step: 'failed'; reason: ReadFailure; name: string; message: string };

export interface SheetImportOptions {
  columns: readonly GridColumn[];
  locale: string;
  /** Key under which the mapping is remembered (the screen's name). */
  screen: string;
  newId(): string;
  /** The rows taken, and each one's sheet row number (for the report). */
  onImported(result: SheetImport, sheetRowOf: ReadonlyMap<string, number>): void;
}

const storageKey = (screen: string) => `opsdesk.import.mapping.${screen}`;

function loadRemembered(screen: string): RememberedMapping {
  try {
    const raw = localStorage.getItem(storageKey(screen));
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

export function useSheetImport(o: SheetImportOptions) {
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const opts = useRef(o);
  opts.current = o;
  useEffect(keepReaderWarm, []);

  const read = useCallback(async (file: File, encoding?: TextEncodingName) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'reading', name: file.name });
    try {
      const result = await readSheetFile(file, { signal: controller.signal, ...(encoding ? { encoding } : {}) });
      if (controller.signal.aborted) return;
      setState({ step: 'mapping', file, read: result });
    } catch (err) {
      const reason = err instanceof ReadFileError ? err.reason : 'unreadable';
      setState(reason === 'cancelled' ? { step: 'idle' } : { step: 'failed', reason, name: file.name, message: err instanceof Error ? err.message : String(err) });
    }
  }, []);

  const cancel = useCallback(() => {
    abort.current?.abort();
    setState({ step: 'idle' });
  }, []);

  const confirm = useCallback(
    async (choice: MappingChoice) => {
      if (state.step !== 'mapping') return;
      const { columns, locale, screen, newId, onImported } = opts.current;
      const sheet = state.read.sheets[choice.sheet];
      if (!sheet) return;
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState({ step: 'importing', name: state.file.name });
      const cells = choice.fillMerges ? fillMerged(sheet) : sheet.cells;
      try {
        localStorage.setItem(storageKey(screen), JSON.stringify(rememberMapping(cells[choice.headerRow] ?? [], choice.columns, loadRemembered(screen))));
      } catch {
        // A full or disabled storage only loses the remembered mapping.
      }
      const sheetRowOf = new Map<string, number>();
      const result = await sheetToRowsInSlices(
        cells,
        columns,
        locale,
        (sheetRow) => {
          const id = newId();
          sheetRowOf.set(id, sheetRow);
          return id;
        },
        { headerRow: choice.headerRow, columns: choice.columns, signal: controller.signal },
      );
      if (!result || controller.signal.aborted) return;
      setState({ step: 'idle' });
      onImported(result, sheetRowOf);
    },
    [state],
  );

  return { state, read, cancel, confirm, remembered: () => loadRemembered(opts.current.screen) };
}
