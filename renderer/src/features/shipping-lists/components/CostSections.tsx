// Accessories, logistics costs (actual against expected) and the head-leg cost allocation with its totals and
// chart (spec §2.3). Money stays the vendor's decimal text; totals are summed in hundredths.
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormat } from '../../../i18n/format';
import { centsText, sumCents, toCents } from '../money';
import type { Accessory, HeadLegLine, LogisticsRecord, ShippingDetail } from '../queries';
import { AllFields } from './AllFields';
import { Coded, allocationCode } from './Coded';
import { CostChart } from './CostChart';
import { ScrollRegion } from './ScrollRegion';
import { Empty, V, isBlank } from './values';

function Amount({ v, icon }: { v: string | null; icon?: string | null }) {
  if (isBlank(v)) return <Empty />;
  return (
    <>
      {isBlank(icon) ? '' : `${icon} `}
      {v}
    </>
  );
}

function Diff({ actual, expected }: { actual: string | null; expected: string | null }) {
  const a = toCents(actual);
  const e = toCents(expected);
  if (a === null || e === null) return <Empty />;
  const d = a - e;
  return <span className={d > 0 ? 'over' : d < 0 ? 'under' : undefined}>{d > 0 ? `+${centsText(d)}` : centsText(d)}</span>;
}

export function LogisticsSection({ records }: { records: LogisticsRecord[] }) {
  const intl = useIntl();
  if (records.length === 0) return <p className="muted"><FormattedMessage id="shippingLists.logistics.none" /></p>;
  return (
    <ScrollRegion label={intl.formatMessage({ id: 'shippingLists.logistics.title' })}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col"><FormattedMessage id="shippingLists.logistics.number" /></th>
            <th scope="col"><FormattedMessage id="shippingLists.logistics.tracking" /></th>
            <th scope="col" className="num"><FormattedMessage id="shippingLists.logistics.freightActual" /></th>
            <th scope="col" className="num"><FormattedMessage id="shippingLists.logistics.freightExpected" /></th>
            <th scope="col" className="num"><FormattedMessage id="shippingLists.logistics.diff" /></th>
            <th scope="col" className="num"><FormattedMessage id="shippingLists.logistics.otherActual" /></th>
            <th scope="col" className="num"><FormattedMessage id="shippingLists.logistics.otherExpected" /></th>
            <th scope="col" className="num"><FormattedMessage id="shippingLists.logistics.diff" /></th>
            <th scope="col"><FormattedMessage id="shippingLists.logistics.remark" /></th>
          </tr>
        </thead>
        <tbody>
          {records.map((r, i) => (
            <tr key={r.id ?? i}>
              <td><code><V v={r.logisticsNumber} /></code></td>
              <td><code><V v={r.trackingNumber} /></code></td>
              <td className="num"><Amount v={r.transportationCost} icon={r.transportationIcon} /> <span className="muted"><V v={r.transportationCurrency} /></span></td>
              <td className="num"><Amount v={r.expectedTransportationCost} icon={r.expectedTransportationIcon} /> <span className="muted"><V v={r.expectedTransportationCurrency} /></span></td>
              <td className="num"><Diff actual={r.transportationCost} expected={r.expectedTransportationCost} /></td>
              <td className="num"><Amount v={r.otherCost} icon={r.otherIcon} /> <span className="muted"><V v={r.otherCurrency} /></span></td>
              <td className="num"><Amount v={r.expectedOtherCost} icon={r.expectedOtherIcon} /> <span className="muted"><V v={r.expectedOtherCurrency} /></span></td>
              <td className="num"><Diff actual={r.otherCost} expected={r.expectedOtherCost} /></td>
              <td lang="zh-CN">
                <V v={r.otherCostRemark} />
                {isBlank(r.expectedOtherCostRemark) ? null : <div className="small muted">{r.expectedOtherCostRemark}</div>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function AccessoriesSection({ items }: { items: Accessory[] }) {
  const intl = useIntl();
  if (items.length === 0) return <p className="muted"><FormattedMessage id="shippingLists.accessories.none" /></p>;
  return (
    <ScrollRegion label={intl.formatMessage({ id: 'shippingLists.accessories.title' })}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col"><FormattedMessage id="shippingLists.accessories.name" /></th>
            <th scope="col"><FormattedMessage id="shippingLists.goods.sku" /></th>
            <th scope="col"><FormattedMessage id="shippingLists.accessories.relation" /></th>
            <th scope="col"><FormattedMessage id="shippingLists.accessories.headFee" /></th>
            <th scope="col" className="num"><FormattedMessage id="shippingLists.accessories.quantity" /></th>
            <th scope="col" className="num"><FormattedMessage id="shippingLists.accessories.unitPrice" /></th>
            <th scope="col" className="num"><FormattedMessage id="shippingLists.accessories.total" /></th>
          </tr>
        </thead>
        <tbody>
          {items.map((a, i) => (
            <tr key={a.id ?? i}>
              <td lang="zh-CN">
                <V v={a.auxName} />
                <AllFields record={a} what={a.auxSku ?? a.auxName ?? String(a.id ?? '')} />
              </td>
              <td><code><V v={a.auxSku} /></code></td>
              <td>
                <Coded table="relationType" code={a.relationType} vendor={a.relationTypeName} />
                {isBlank(a.relationProductMsku) ? null : <div className="small"><code>{a.relationProductMsku}</code></div>}
              </td>
              <td><Coded table="headFeeType" code={a.auxHeadFeeType} vendor={a.auxHeadFeeTypeName} /></td>
              <td className="num"><V v={a.auxNum} /></td>
              <td className="num"><V v={a.accessoriesPrice} /></td>
              <td className="num"><V v={a.accessoriesTotalPrice} /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function HeadLegSection({ lines, list }: { lines: HeadLegLine[]; list: Pick<ShippingDetail, 'headFeeType' | 'headFeeTypeName'> }) {
  const intl = useIntl();
  const f = useFormat();
  if (lines.length === 0) return <p className="muted"><FormattedMessage id="shippingLists.headLeg.none" /></p>;
  const rows = lines.map((l, i) => ({
    l,
    key: `${l.goodExtId ?? ''}-${i}`,
    freight: toCents(l.transportationCost),
    tax: toCents(l.taxCost),
    other: toCents(l.otherCost),
    total: toCents(l.totalCost),
  }));
  const currency = lines.find((l) => !isBlank(l.totalCostCurrency))?.totalCostCurrency ?? null;
  const total = (pick: (r: (typeof rows)[number]) => number | null) => {
    const s = sumCents(rows.map(pick));
    return s === null ? <Empty /> : centsText(s);
  };
  return (
    <>
      <ScrollRegion label={intl.formatMessage({ id: 'shippingLists.headLeg.title' })}>
        <table className="table">
          <thead>
            <tr>
              <th scope="col"><FormattedMessage id="shippingLists.goods.msku" /></th>
              <th scope="col"><FormattedMessage id="shippingLists.headLeg.source" /></th>
              <th scope="col" className="num"><FormattedMessage id="shippingLists.headLeg.quantity" /></th>
              <th scope="col" className="num"><FormattedMessage id="shippingLists.headLeg.freight" /></th>
              <th scope="col" className="num"><FormattedMessage id="shippingLists.headLeg.tax" /></th>
              <th scope="col" className="num"><FormattedMessage id="shippingLists.headLeg.other" /></th>
              <th scope="col" className="num"><FormattedMessage id="shippingLists.headLeg.total" /></th>
              <th scope="col" className="num"><FormattedMessage id="shippingLists.headLeg.perUnit" /></th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ l, key }) => (
              <tr key={key}>
                <td>
                  <code><V v={l.msku} /></code>
                  <div className="small muted" lang="zh-CN"><V v={l.goodName} /></div>
                  <AllFields record={l} what={l.msku ?? l.sku ?? ''} />
                </td>
                <td>
                  <Coded table="valueSource" code={l.valueSource} vendor={l.valueSourceStr} />
                  <div className="small muted">
                    <Coded table="headFeeType" code={allocationCode(l.headFeeTypeStr, list)} vendor={l.headFeeTypeStr} /> · <V v={l.logisticsWay} zh />
                  </div>
                </td>
                <td className="num">{f.number(l.deliveryNum)}</td>
                <td className="num"><V v={l.transportationCost} /></td>
                <td className="num"><V v={l.taxCost} /></td>
                <td className="num"><V v={l.otherCost} /></td>
                <td className="num"><V v={l.totalCost} /> <span className="muted"><V v={l.totalCostCurrency} /></span></td>
                <td className="num"><V v={l.perTotalCost} /></td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr className="totals-row">
              <th scope="row" colSpan={3}><FormattedMessage id="shippingLists.headLeg.totals" /></th>
              <td className="num" data-total="freight">{total((r) => r.freight)}</td>
              <td className="num" data-total="tax">{total((r) => r.tax)}</td>
              <td className="num" data-total="other">{total((r) => r.other)}</td>
              <td className="num" data-total="total">{total((r) => r.total)} <span className="muted"><V v={currency} /></span></td>
              <td />
            </tr>
          </tfoot>
        </table>
      </ScrollRegion>
      <CostChart bars={rows.map((r) => ({ key: r.key, label: r.l.msku ?? r.l.sku ?? '—', freight: r.freight, tax: r.tax, other: r.other, total: r.total }))} currency={currency} />
    </>
  );
}
