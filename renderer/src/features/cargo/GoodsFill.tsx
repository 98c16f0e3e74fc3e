// Pickers for the goods fields that have a fixed form: product type (GTIN/UPC/EAN), value-added service
// (yes/no) and the expected arrival as a date-time picker, written as yyyy-MM-dd HH:mm:ss into a range of rows.
import { useState } from 'react';
import type { DateValue } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../components/Button';
import { DatePickerField } from '../../components/date-picker-field';
import { NumberField, SelectField } from '../../components/fields';
import type { GridRow } from '../../components/grid/model/types';

/** The vendor's `yyyy-MM-dd HH:mm:ss` from a picked date-time (seconds granularity). */
export function vendorDateTime(value: DateValue): string {
  const [date = '', time = ''] = value.toString().split('T');
  return `${date} ${(time.slice(0, 8) + ':00:00').slice(0, 8).replace(/^(\d\d)$/, '$1:00:00')}`;
}

export function GoodsFill({ rows, setRows }: { rows: readonly GridRow[]; setRows(rows: GridRow[]): void }) {
  const intl = useIntl();
  const [from, setFrom] = useState(1);
  const [to, setTo] = useState(Math.max(1, rows.length));
  const [type, setType] = useState('keep');
  const [service, setService] = useState('keep');
  const [arrival, setArrival] = useState<DateValue | null>(null);
  const [applied, setApplied] = useState<number | null>(null);
  const last = Math.max(1, rows.length);
  const lo = Math.min(Math.max(1, from), last);
  const hi = Math.min(Math.max(lo, to), last);

  const apply = () => {
    const patch: Record<string, string> = {};
    if (type !== 'keep') patch.product_type = type;
    if (service !== 'keep') patch.value_added_service = service;
    if (arrival) patch.expected_arrival_time = vendorDateTime(arrival);
    setRows(rows.map((r, i) => (i + 1 >= lo && i + 1 <= hi ? { ...r, values: { ...r.values, ...patch } } : r)));
    setApplied(hi - lo + 1);
  };

  const keep = { id: 'keep', label: intl.formatMessage({ id: 'cargo.fill.keep' }) };
  return (
    <fieldset className="goods-fill">
      <legend>
        <FormattedMessage id="cargo.fill.title" />
      </legend>
      <div className="form-grid">
        <NumberField label={intl.formatMessage({ id: 'cargo.fill.from' })} value={lo} onChange={(n) => setFrom(n ?? 1)} minValue={1} maxValue={last} />
        <NumberField label={intl.formatMessage({ id: 'cargo.fill.to' })} value={hi} onChange={(n) => setTo(n ?? last)} minValue={1} maxValue={last} />
        <SelectField<string>
          label={intl.formatMessage({ id: 'cargo.fill.productType' })}
          value={type}
          onChange={setType}
          options={[keep, { id: 'GTIN', label: 'GTIN' }, { id: 'UPC', label: 'UPC' }, { id: 'EAN', label: 'EAN' }]}
        />
        <SelectField<string>
          label={intl.formatMessage({ id: 'cargo.fill.service' })}
          value={service}
          onChange={setService}
          options={[keep, { id: '1', label: intl.formatMessage({ id: 'cargo.fill.yes' }) }, { id: '0', label: intl.formatMessage({ id: 'cargo.fill.no' }) }]}
        />
        <DatePickerField label={intl.formatMessage({ id: 'cargo.fill.arrival' })} value={arrival} onChange={setArrival} granularity="second" />
      </div>
      <div className="form-actions">
        <Button onPress={apply}>
          <FormattedMessage id="cargo.fill.apply" values={{ from: lo, to: hi }} />
        </Button>
        {applied !== null && (
          <span role="status" className="small muted">
            <FormattedMessage id="cargo.fill.applied" values={{ count: applied }} />
          </span>
        )}
      </div>
    </fieldset>
  );
}
