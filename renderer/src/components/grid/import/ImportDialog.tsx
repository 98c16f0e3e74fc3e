// The mapping step between reading a file and the rows landing in the grid: which sheet, where the headers are,
// which grid column each file column fills (matched automatically by zh-CN/en labels and aliases, or as chosen
// last time on this screen; every choice can be changed), the text encoding when it was not certain, and
// whether merged ranges are filled down. Nothing lands before "Import", and nothing can when the sheet holds more
// rows than one job takes (with the grid's own rows): the step says so and Import stays off. Every value from the
// file is shown cut to a few dozen characters (a 20 MB cell laid out whole held the page for 30 s).
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../Button';
import { AppDialog } from '../../Dialog';
import { labelOf, type GridColumn } from '../model/types';
import type { TextEncodingName } from '../../../../../shared/sheets/encoding';
import { bestSheet, findHeaderRow, initialMapping, mergesOverData, type RememberedMapping } from './import-plan';
import type { MappingChoice } from './useSheetImport';
import { cellKey, lossyCells, type FileRead } from '../../../../../shared/sheets/workbook';
import { excelScientific } from '../../../../../shared/sheets/decimal-text';

export interface ImportDialogProps {
  fileName: string;
  read: FileRead;
  columns: readonly GridColumn[];
  remembered: RememberedMapping;
  onConfirm(choice: MappingChoice): void;
  onEncoding(encoding: TextEncodingName): void;
  onCancel(): void;
  /** Data rows the grid can still take in one job, the rows it holds, and a job's most. */
  room?: number;
  rowsInGrid?: number;
  maxRows?: number;
}

/** How much of a value from the file the step shows. */
export const PREVIEW_CHARS = 60;

/** A value from the file as the mapping step shows it: cut, with its length, when long. */
export function Preview({ text }: { text: string }) {
  if (text.length <= PREVIEW_CHARS) return <>{text}</>;
  return <FormattedMessage id="import.truncated" values={{ text: text.slice(0, PREVIEW_CHARS), count: text.length }} />;
}

/**
 * The first non-blank value of each column below the header (one pass over the rows, not one per column). A number
 * too long to hold exactly shows as a spreadsheet shows it (1.38400326137585E+17), not as digits it never had.
 */
function samplesOf(cells: readonly (readonly string[])[], headerRow: number, width: number, lossy: ReadonlySet<number>): string[] {
  const out = new Array<string>(width).fill('');
  let missing = width;
  for (let r = headerRow + 1; r < cells.length && missing > 0; r++) {
    const row = cells[r]!;
    for (let k = 0; k < width; k++) {
      if (out[k] === '' && (row[k] ?? '').trim() !== '') {
        out[k] = lossy.has(cellKey(r, k)) ? excelScientific(row[k]!) : row[k]!;
        missing--;
      }
    }
  }
  return out;
}

const ENCODING_NAMES: Record<TextEncodingName, string> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16 LE',
  'utf-16be': 'UTF-16 BE',
  gb18030: 'GB18030 (GBK)',
  'windows-1252': 'Windows-1252 (Latin-1)',
};

const width = (cells: readonly (readonly string[])[], from: number) => cells.slice(from, from + 50).reduce((w, r) => Math.max(w, r.length), 0);

export function ImportDialog({ fileName, read, columns, remembered, onConfirm, onEncoding, onCancel, room = Infinity, rowsInGrid = 0, maxRows = Infinity }: ImportDialogProps) {
  const intl = useIntl();
  const [sheetIndex, setSheetIndex] = useState(() => bestSheet(read.sheets, columns));
  const sheet = read.sheets[sheetIndex];
  const cells = useMemo(() => sheet?.cells ?? [], [sheet]);
  const [headerRow, setHeaderRow] = useState(() => findHeaderRow(cells, columns));
  const header = useMemo(() => {
    const h = cells[headerRow] ?? [];
    return Array.from({ length: Math.max(h.length, width(cells, headerRow)) }, (_, k) => h[k] ?? '');
  }, [cells, headerRow]);
  const [chosen, setChosen] = useState(() => initialMapping(header, columns, remembered));
  const [fillMerges, setFillMerges] = useState(true);

  const choose = (sheetAt: number, row: number) => {
    const nextCells = read.sheets[sheetAt]?.cells ?? [];
    const h = nextCells[row] ?? [];
    setChosen(initialMapping(Array.from({ length: Math.max(h.length, width(nextCells, row)) }, (_, k) => h[k] ?? ''), columns, remembered));
  };
  const label = (c: GridColumn) => labelOf(c, intl.locale);
  const used = new Set(chosen.flatMap((c) => (c ? [c.id] : [])));
  const missing = columns.filter((c) => !used.has(c.id));
  const merged = sheet ? mergesOverData(sheet, headerRow, chosen) : 0;
  const dataRows = useMemo(() => {
    let n = 0;
    for (let r = headerRow + 1; r < cells.length; r++) if (cells[r]!.some((t) => t.trim() !== '')) n++;
    return n;
  }, [cells, headerRow]);
  const lossy = useMemo(() => (sheet ? lossyCells(sheet) : new Set<number>()), [sheet]);
  const samples = useMemo(() => samplesOf(cells, headerRow, header.length, lossy), [cells, headerRow, header.length, lossy]);
  const matched = chosen.filter(Boolean).length;
  const overCap = sheet?.overCap;
  const overRoom = overCap === undefined && dataRows > room;

  return (
    <AppDialog isOpen onOpenChange={(open) => (open ? undefined : onCancel())} title={<FormattedMessage id="import.title" values={{ name: fileName }} />} className="import-dialog">
      <div className="import-step stack" data-testid="import-mapping">
        {read.text && (
          <fieldset className="import-encoding">
            <legend>
              <FormattedMessage id="import.encoding" />
            </legend>
            <p className="small">
              <FormattedMessage id="import.encodingDetected" values={{ encoding: ENCODING_NAMES[read.text.encoding], by: read.text.by }} />
            </p>
            {read.text.alternative && (
              <>
                <p className="small" role="note">
                  <FormattedMessage id="import.encodingUnsure" />
                </p>
                <div className="row">
                  <pre className="import-preview" aria-label={ENCODING_NAMES[read.text.encoding]}>
                    {cells
                      .slice(0, 4)
                      .map((r) => r.join(', ').slice(0, PREVIEW_CHARS * 3))
                      .join('\n')}
                  </pre>
                  <pre className="import-preview" aria-label={ENCODING_NAMES[read.text.alternative.encoding]}>
                    {read.text.alternative.preview}
                  </pre>
                </div>
                <Button onPress={() => onEncoding(read.text!.alternative!.encoding)}>{ENCODING_NAMES[read.text.alternative.encoding]}</Button>
              </>
            )}
          </fieldset>
        )}
        <div className="row">
          {read.sheets.length > 1 && (
            <label className="import-field">
              <FormattedMessage id="import.sheet" />{' '}
              <select
                value={sheetIndex}
                data-testid="import-sheet"
                onChange={(e) => {
                  const next = Number(e.target.value);
                  const row = findHeaderRow(read.sheets[next]?.cells ?? [], columns);
                  setSheetIndex(next);
                  setHeaderRow(row);
                  choose(next, row);
                }}
              >
                {read.sheets.map((s, i) => (
                  <option key={i} value={i}>
                    {s.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className="import-field">
            <FormattedMessage id="import.headerRow" />{' '}
            <select
              value={headerRow}
              data-testid="import-header-row"
              onChange={(e) => {
                const row = Number(e.target.value);
                setHeaderRow(row);
                choose(sheetIndex, row);
              }}
            >
              {Array.from({ length: Math.min(10, Math.max(1, cells.length)) }, (_, i) => (
                <option key={i} value={i}>
                  {i + 1}
                </option>
              ))}
            </select>
          </label>
        </div>
        {headerRow > 0 && (
          <p className="small" role="note">
            <FormattedMessage id="import.headerRowNote" values={{ row: headerRow + 1 }} />
          </p>
        )}
        <p data-testid="import-matched">
          <FormattedMessage id="import.mapping.matched" values={{ count: matched, unmatched: header.filter((h, k) => !chosen[k] && h.trim() !== '').length }} />
        </p>
        <div className="import-table-wrap">
          <table className="import-table">
            <caption className="visually-hidden">
              <FormattedMessage id="import.mapping" />
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="import.mapping.sheetColumn" />
                </th>
                <th scope="col">
                  <FormattedMessage id="import.mapping.sample" />
                </th>
                <th scope="col">
                  <FormattedMessage id="import.mapping.target" />
                </th>
              </tr>
            </thead>
            <tbody>
              {header.map((h, k) => {
                const current = chosen[k] ?? null;
                const name = h ? h.slice(0, PREVIEW_CHARS) : `#${k + 1}`;
                return (
                  <tr key={k} className={current ? 'import-matched' : 'import-unmatched'}>
                    <th scope="row">{h ? <Preview text={h} /> : name}</th>
                    <td className="import-sample">
                      <Preview text={samples[k] ?? ''} />
                    </td>
                    <td>
                      <select
                        aria-label={intl.formatMessage({ id: 'import.mapping.target' }) + ': ' + name}
                        data-testid={`import-map-${k}`}
                        value={current?.id ?? ''}
                        onChange={(e) => {
                          const target = columns.find((c) => c.id === e.target.value) ?? null;
                          // A grid column fills from one file column: choosing it here frees it elsewhere.
                          setChosen((prev) => header.map((_, j) => (j === k ? target : prev[j] && target && prev[j]!.id === target.id ? null : (prev[j] ?? null))));
                        }}
                      >
                        <option value="">{intl.formatMessage({ id: 'import.mapping.ignore' })}</option>
                        {columns.map((c) => (
                          <option key={c.id} value={c.id}>
                            {label(c)}
                          </option>
                        ))}
                      </select>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {missing.length > 0 && (
          <p className="small" data-testid="import-missing">
            <FormattedMessage id="import.mapping.missing" values={{ columns: missing.map(label).join(intl.locale.startsWith('zh') ? '、' : ', ') }} />
          </p>
        )}
        {merged > 0 && (
          <div className="import-merged">
            <label>
              <input type="checkbox" checked={fillMerges} onChange={(e) => setFillMerges(e.target.checked)} data-testid="import-fill-merged" />{' '}
              <FormattedMessage id="import.merged" values={{ count: merged }} />
            </label>
            <p className="small muted">
              <FormattedMessage id="import.mergedWhy" />
            </p>
          </div>
        )}
        <p className="small muted">
          <FormattedMessage id="import.mapping.remembered" />
        </p>
        {(overCap !== undefined || (overRoom && rowsInGrid === 0)) && (
          <p role="alert" className="bad-text" data-testid="import-over-cap">
            <FormattedMessage id="import.overCap" values={{ rows: overCap ?? dataRows, max: maxRows, file: read.text ? 'yes' : 'no', others: read.sheets.length - 1 }} />
          </p>
        )}
        {overRoom && rowsInGrid > 0 && (
          <p role="alert" className="bad-text" data-testid="import-over-cap">
            <FormattedMessage id="import.overRoom" values={{ inGrid: rowsInGrid, rows: dataRows, total: rowsInGrid + dataRows, max: maxRows }} />
          </p>
        )}
        <div className="dialog-actions">
          <Button onPress={onCancel}>
            <FormattedMessage id="import.cancel" />
          </Button>
          <Button variant="primary" isDisabled={matched === 0 || !sheet || overCap !== undefined || overRoom} onPress={() => onConfirm({ sheet: sheetIndex, headerRow, columns: chosen, fillMerges: merged > 0 && fillMerges })}>
            <FormattedMessage id="import.go" values={{ rows: overCap ?? dataRows }} />
          </Button>
        </div>
      </div>
    </AppDialog>
  );
}
