// Import (CSV/TSV/TXT in any common encoding, XLSX, XLS, ODS; chosen or dropped on the grid; through the mapping
// step), a template per screen and the export of every row, around one grid. Into an empty grid the rows land; into
// a sheet that holds rows the user chooses: replace them or add below (never appended silently), and the report
// counts what the grid then counts (a row repeating one already in the sheet included). A cell that does not parse
// is kept as typed and listed with its sheet row, so good rows are never dropped with bad ones.
import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../Button';
import { AppDialog } from '../../Dialog';
import { rowsToCsv } from '../import/csv';
import { useTypedRows } from '../hooks/useTypedRows';
import { ImportSteps } from '../import/ImportSteps';
import { ACCEPTED_FILES, downloadBlob } from '../import/read-file';
import { useFileDrop } from '../import/useFileDrop';
import { importRowIssues } from './import-issues';
import { ImportOutcome, type ImportFindings } from './ImportOutcome';
import { useSheetImport } from '../import/useSheetImport';
import { rowsToXlsxBlob } from '../import/xlsx';
import { isBlankRow, type GridValidation, type GridValidator } from '../model/validation';
import type { GridColumn, GridRow } from '../model/types';

export interface SheetToolsProps {
  columns: readonly GridColumn[];
  rows: readonly GridRow[];
  onRows(rows: GridRow[]): void;
  /** File names start with it (e.g. "videox-stock"). */
  fileName: string;
  /** The operation whose rows these are (not a whole body's list): the import remembers its mapping by field too. */
  operation?: string;
  newId(): string;
  /** The grid's row rules, so the report lists every cell to fix (not only numbers that did not parse). */
  validator: GridValidator;
  /** The element a file can be dropped on to import it (the grid's box). */
  dropTarget?: RefObject<HTMLElement | null>;
  /** The grid's validation of `rows` as they are now (null while not known): the report drops what is fixed. */
  validation: GridValidation | null;
  /**
   * How many of the sheet's rows were sent (any outcome): said when an import is to replace or join them. Asked
   * only then: counting them walks every row, too much at each push of a running job.
   */
  sentCount?: () => number;
  /** The exported workbook's sheet name, in the user's language (the grid's label). */
  sheetName?: string;
}

type Imported = Parameters<Parameters<typeof useSheetImport>[0]['onImported']>;

const csvBlob = (text: string) => new Blob([text], { type: 'text/csv;charset=utf-8' });

export function SheetTools({ columns, rows, onRows, fileName, operation, newId, validator, dropTarget, validation, sentCount, sheetName }: SheetToolsProps) {
  const intl = useIntl();
  const locale = intl.locale;
  const inputRef = useRef<HTMLInputElement>(null);
  const [findings, setFindings] = useState<ImportFindings | null>(null);
  /** An import waiting for the user's choice: replace the sheet's rows, or add below them. */
  const [choosing, setChoosing] = useState<{ imported: Imported; kept: GridRow[] } | null>(null);
  // The rows as typed: a running job's pushes (sent originals, the same values) do not walk them again.
  const typedRows = useTypedRows(rows);
  const sendRows = useMemo(() => typedRows.filter((r) => !isBlankRow(r.values, columns)), [typedRows, columns]);
  const sheet = sheetName ?? intl.formatMessage({ id: 'bulk.sheet.sheetName' });

  const land = ([result, sheetRowOf, landed]: Imported, before: GridRow[]) => {
    const rowIdOf = new Map([...sheetRowOf].map(([id, row]) => [row, id] as const));
    // Added below the sheet's rows, they are counted with them (a row repeating one of the sheet's is a duplicate).
    const validation = before.length > 0 ? validator.validate([...before, ...result.rows]) : (landed ?? validator.validate(result.rows));
    setFindings({ result, issues: importRowIssues(result.rows, sheetRowOf, validation, columns, intl, result.errors, before), rowIdOf });
    onRows([...before, ...result.rows]);
  };
  const flow = useSheetImport({
    columns,
    locale,
    screen: fileName,
    ...(operation ? { operation } : {}),
    newId,
    validator,
    // The rows already here go in the same job as the imported ones: together they stay within a job's most.
    rowsInGrid: sendRows.length,
    onImported: (...imported) => {
      const kept = rows.filter((r) => !isBlankRow(r.values, columns));
      if (kept.length === 0) land(imported, []);
      else setChoosing({ imported, kept });
    },
  });
  const { read } = flow;
  const onFile = useCallback((file: File | undefined) => {
    if (file) void read(file);
    if (inputRef.current) inputRef.current.value = '';
  }, [read]);
  const dragging = useFileDrop(dropTarget, onFile);

  return (
    <div className="bulk-sheet">
      <div role="group" aria-label={intl.formatMessage({ id: 'bulk.sheet.label' })} className="row">
        <input
          ref={inputRef}
          type="file"
          accept={ACCEPTED_FILES}
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="sheet-file"
          onChange={(e) => onFile(e.target.files?.[0])}
        />
        <Button onPress={() => inputRef.current?.click()}>
          <FormattedMessage id="bulk.sheet.import" />
        </Button>
        <Button variant="quiet" onPress={() => downloadBlob(csvBlob(rowsToCsv(columns, [], locale)), `${fileName}-template.csv`)}>
          <FormattedMessage id="bulk.sheet.templateCsv" />
        </Button>
        <Button variant="quiet" onPress={() => void rowsToXlsxBlob(columns, [], locale, sheet).then((b) => downloadBlob(b, `${fileName}-template.xlsx`))}>
          <FormattedMessage id="bulk.sheet.templateXlsx" />
        </Button>
        <Button variant="quiet" isDisabled={sendRows.length === 0} onPress={() => downloadBlob(csvBlob(rowsToCsv(columns, sendRows, locale)), `${fileName}.csv`)}>
          <FormattedMessage id="bulk.sheet.exportCsv" />
        </Button>
        <Button variant="quiet" isDisabled={sendRows.length === 0} onPress={() => void rowsToXlsxBlob(columns, sendRows, locale, sheet).then((b) => downloadBlob(b, `${fileName}.xlsx`))}>
          <FormattedMessage id="bulk.sheet.exportXlsx" />
        </Button>
      </div>
      <ImportSteps flow={flow} columns={columns} dragging={dragging} />
      {choosing && (
        <AppDialog isOpen onOpenChange={(open) => !open && setChoosing(null)} title={<FormattedMessage id="bulk.sheet.into.title" />} role="alertdialog">
          <p data-testid="import-into-sheet">
            <FormattedMessage id="bulk.sheet.into.body" values={{ count: choosing.kept.length, sent: sentCount?.() ?? 0, file: choosing.imported[0].rows.length }} />
          </p>
          <div className="row dialog-actions">
            <Button autoFocus onPress={() => setChoosing(null)}>
              <FormattedMessage id="bulk.sheet.into.cancel" />
            </Button>
            <Button
              onPress={() => {
                setChoosing(null);
                land(choosing.imported, []);
              }}
            >
              <FormattedMessage id="bulk.sheet.into.replace" values={{ file: choosing.imported[0].rows.length }} />
            </Button>
            <Button
              variant="primary"
              onPress={() => {
                setChoosing(null);
                land(choosing.imported, choosing.kept);
              }}
            >
              <FormattedMessage id="bulk.sheet.into.add" values={{ total: choosing.kept.length + choosing.imported[0].rows.length }} />
            </Button>
          </div>
        </AppDialog>
      )}
      {findings && <ImportOutcome findings={findings} validation={validation} onClose={() => setFindings(null)} />}
    </div>
  );
}
