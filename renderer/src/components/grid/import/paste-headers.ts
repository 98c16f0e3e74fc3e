// A paste that starts with the sheet's header row (a whole table copied from Excel, headers included): the
// headers, matched as an import matches them (en or zh-CN labels, aliases), say which column each pasted
// column fills; the header row itself is not pasted as data, and the user is told.
import { useCallback, useEffect } from 'react';
import { useIntl } from 'react-intl';
import { formatFor } from '../../../i18n/locale-format';
import { loadEveryLocale } from '../../../i18n/texts';
import type { Matrix } from '../model/clipboard-tsv';
import { labelOf, type GridColumn } from '../model/types';
import type { PasteHook } from '../hooks/useGridEdits';
import { mapHeaders } from './header-mapping';

export interface PastedHeader {
  /** For each pasted column, the grid column index it fills (null: no column of that name). */
  readonly targets: ReadonlyArray<number | null>;
  /** Pasted headers that name no column. */
  readonly unknown: readonly string[];
}

/**
 * The first row is a header row when it is followed by data and at least half of its non-blank cells name a
 * grid column (a table copied with a column the grid lacks still counts). One row alone is never a header: a
 * single cell reading "SKU" pasted into a name is data.
 */
export function pastedHeader(matrix: Matrix, columns: readonly GridColumn[]): PastedHeader | null {
  if (matrix.length < 2) return null;
  const first = matrix[0]!;
  const named = first.filter((t) => t.trim() !== '').length;
  const mapping = mapHeaders(first, columns);
  const matched = mapping.columns.filter(Boolean).length;
  if (matched === 0 || matched * 2 < named) return null;
  const indexOf = new Map(columns.map((c, i) => [c.id, i]));
  return { targets: mapping.columns.map((c) => (c ? (indexOf.get(c.id) ?? null) : null)), unknown: [...mapping.unknown, ...mapping.duplicates] };
}

/** The grid's `onPaste` hook for a sheet-like screen: a pasted header row maps the columns and is skipped. */
export function usePasteHeaders(): PasteHook {
  const intl = useIntl();
  // A pasted header row may be in either language: the other locale's column names load with the grid.
  useEffect(() => {
    void loadEveryLocale();
  }, []);
  return useCallback<PasteHook>(
    ({ matrix, columns }) => {
      const header = pastedHeader(matrix, columns);
      if (!header) return undefined;
      const f = formatFor(intl.locale);
      const notes = [intl.formatMessage({ id: 'import.pastedHeader' })];
      if (header.unknown.length > 0) notes.push(intl.formatMessage({ id: 'grid.import.unknownHeaders' }, { headers: f.items(header.unknown) }));
      const mapped = header.targets.flatMap((t) => (t === null ? [] : [labelOf(columns[t]!, intl.locale)]));
      notes.push(intl.formatMessage({ id: 'import.pastedHeaderColumns' }, { columns: f.items(mapped) }));
      return { matrix: matrix.slice(1), targets: header.targets, note: notes.join(' ') };
    },
    [intl],
  );
}
