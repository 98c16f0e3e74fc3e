// The import's report counts what the grid then counts: a row that repeats an item already in the sheet is one to
// fix in the summary too, not "no errors" above a list of it (issue 25).
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../i18n/catalogue';
import { ImportOutcome, type ImportFindings } from './ImportOutcome';

const findings = (issues: ImportFindings['issues']): ImportFindings => ({
  result: { rows: [{ id: 'g1', values: {} }, { id: 'g2', values: {} }, { id: 'g3', values: {} }], errors: [], mapping: { columns: [], missing: [], unknown: [], duplicates: [] }, blankRows: 0 },
  issues,
  rowIdOf: new Map([[2, 'g1'], [3, 'g2'], [4, 'g3']]),
});

function shown(locale: 'en' | 'zh-CN', f: ImportFindings) {
  render(
    <IntlProvider locale={locale} messages={MESSAGES[locale]}>
      <ImportOutcome findings={f} validation={null} onClose={() => undefined} />
    </IntlProvider>,
  );
  return screen.getByTestId('import-outcome').textContent ?? '';
}

describe('the import outcome', () => {
  it('counts a repeated item among the rows to fix, in en and zh-CN', () => {
    const dup = { row: 2, rowId: 'g1', columnId: null, column: '—', reason: 'is the same item as row 1, already in the sheet' };
    expect(shown('en', findings([dup]))).toContain('3 rows imported, no cell errors, 1 row to fix');
  });

  it('says "no errors" only when nothing is to fix', () => {
    expect(shown('en', findings([]))).toContain('3 rows imported, no errors');
  });

  it('counts in zh-CN as well', () => {
    const dup = { row: 2, rowId: 'g1', columnId: null, column: '—', reason: '与第 1 行是同一商品' };
    expect(shown('zh-CN', findings([dup]))).toContain('1 行需要修改');
  });
});
