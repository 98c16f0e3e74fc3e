// Every field of a vendor record as it came, under a disclosure: what the table's columns leave out (cargo
// code, article number, goods and spec ids, tax currency, purchase cost, box net weight, the head-leg unit
// costs, gtin…) is one click away, named by its §2.3 field name.
import { FormattedMessage, useIntl } from 'react-intl';
import { Empty, isBlank } from './values';

function Value({ v }: { v: unknown }) {
  if (isBlank(v)) return <Empty />;
  if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return <>{String(v)}</>;
  if (Array.isArray(v) && v.length === 0) return <Empty />;
  return <code className="all-fields-json">{JSON.stringify(v)}</code>;
}

export function AllFields({ record, what }: { record: object; what: string }) {
  const intl = useIntl();
  const entries = Object.entries(record);
  return (
    <details className="all-fields">
      <summary aria-label={intl.formatMessage({ id: 'shippingLists.allFields.label' }, { what })}>
        <FormattedMessage id="shippingLists.allFields.summary" />
      </summary>
      <dl data-field-count={entries.length}>
        {entries.map(([k, v]) => (
          <div key={k} data-field={k}>
            <dt><code>{k}</code></dt>
            <dd lang={typeof v === 'string' && /[\u4e00-\u9fff]/.test(v) ? 'zh-CN' : undefined}><Value v={v} /></dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
