// A coded vendor value (spec §2.3 gives the codes) shown by its name in the reader's language, with the
// vendor's own text beside it where that text differs; an unknown code falls back to the vendor's text.
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogue';
import { V, isBlank } from './values';

const CODES = {
  headFeeType: [1, 2, 3, 4, 5, 6],
  valueSource: [0, 1, 2],
  relationType: [1, 2],
} as const;
export type CodeTable = keyof typeof CODES;

export function codeMessage(table: CodeTable, code: number | null | undefined): MessageId | null {
  if (code === null || code === undefined) return null;
  return (CODES[table] as readonly number[]).includes(code) ? (`shippingLists.code.${table}.${code}` as MessageId) : null;
}

export function Coded({ table, code, vendor }: { table: CodeTable; code: number | null | undefined; vendor: string | null | undefined }) {
  const intl = useIntl();
  const id = codeMessage(table, code);
  if (!id) return <V v={vendor} zh />;
  const name = intl.formatMessage({ id });
  return (
    <span data-code-table={table} data-code={code}>
      {name}
      {isBlank(vendor) || vendor === name ? null : (
        <span className="vendor-words" title={intl.formatMessage({ id: 'shippingLists.code.vendorText' }, { text: vendor })}>
          {' '}
          (<span lang="zh-CN">{vendor}</span>)
        </span>
      )}
    </span>
  );
}

/** The head-leg lines give the allocation as text only: it is the list's own when the texts match. */
export function allocationCode(text: string | null, list: { headFeeType: number | null; headFeeTypeName: string | null }): number | null {
  return !isBlank(text) && text === list.headFeeTypeName ? list.headFeeType : null;
}
