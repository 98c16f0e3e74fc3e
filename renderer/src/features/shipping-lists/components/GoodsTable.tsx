// The goods lines (spec §2.3 goodsExtDetails): image, identifiers, quantities, weights, box dimensions, the bins
// with their stock and the box gauges, then the columns the user added. Long lists are virtualised: only the rows
// in view are in the DOM.
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormat } from '../../../i18n/format';
import { boxGauges, type GoodsLine } from '../queries';
import type { ExtraColumnId } from '../goods-columns';
import { AllFields } from './AllFields';
import { ExtraCells, ExtraHeads, GoodsColumnChooser, useGoodsColumns } from './GoodsColumns';
import { ScrollRegion } from './ScrollRegion';
import { Dimensions, Empty, Measure, V, isBlank } from './values';

/** Above this many lines the table renders only what is in view. */
export const VIRTUAL_THRESHOLD = 40;
const ESTIMATED_ROW_PX = 96;
const DEFAULT_COLUMNS = 8;
const KG = <FormattedMessage id="shippingLists.unit.kg" />;

const PRODUCT_TYPE_IDS = {
  1: 'shippingLists.productType.1',
  2: 'shippingLists.productType.2',
  3: 'shippingLists.productType.3',
  4: 'shippingLists.productType.4',
} as const;

function Thumb({ url }: { url: string | null }) {
  const [broken, setBroken] = useState(false);
  if (isBlank(url) || broken) return <span className="thumb thumb-missing" aria-hidden="true" />;
  return <img className="thumb" src={url} alt="" width={48} height={48} loading="lazy" decoding="async" onError={() => setBroken(true)} />;
}

function GoodsRow({ g, extra, index, measure }: { g: GoodsLine; extra: readonly ExtraColumnId[]; index?: number; measure?: (el: HTMLTableRowElement | null) => void }) {
  const f = useFormat();
  const typeId = g.productType === null ? undefined : PRODUCT_TYPE_IDS[g.productType as keyof typeof PRODUCT_TYPE_IDS];
  const gauges = boxGauges(g);
  return (
    <tr data-index={index} ref={measure} data-goods-line={g.id ?? ''}>
      <td>
        <Thumb url={g.goodsUrl} />
      </td>
      <td className="goods-product">
        <div lang="zh-CN">
          <V v={g.productName} />
        </div>
        <div className="small muted">
          {typeId ? <FormattedMessage id={typeId} /> : <Empty />} · <V v={g.storeName} zh /> · <V v={g.countryName} zh />
        </div>
        {isBlank(g.remark) ? null : (
          <div className="small" lang="zh-CN">
            <FormattedMessage id="shippingLists.goods.remark" />: {g.remark}
          </div>
        )}
        <AllFields record={g} what={g.msku ?? g.sku ?? String(g.id ?? '')} />
      </td>
      <td>
        <div>
          <code><V v={g.msku} /></code>
        </div>
        <div className="small">
          <FormattedMessage id="shippingLists.goods.sku" />: <code><V v={g.sku} /></code>
        </div>
        <div className="small muted">
          <FormattedMessage id="shippingLists.goods.mskuId" />: <V v={g.mskuId} />
        </div>
      </td>
      <td className="num">
        <div>{f.number(g.applyNum)}</div>
        <div className="small muted">
          <FormattedMessage id="shippingLists.goods.shipped" values={{ n: f.number(g.shipmentsNum) }} />
        </div>
        <div className="small muted">
          <FormattedMessage id="shippingLists.goods.boxes" values={{ boxes: f.number(g.boxNum), perBox: f.number(g.quantityInCase) }} />
        </div>
        <div className="small muted">
          <FormattedMessage id="shippingLists.goods.usable" values={{ usable: f.number(g.usableNum), qc: f.number(g.qcNum) }} />
        </div>
      </td>
      <td className="num">
        <div>
          <Measure v={g.cgProductNetWeight} unit={KG} /> / <Measure v={g.cgProductGrossWeight} unit={KG} />
        </div>
        <div className="small muted">
          <FormattedMessage id="shippingLists.goods.boxGross" />: <Measure v={g.boxGrossWeight} unit={KG} />
        </div>
        <div className="small muted">
          <FormattedMessage id="shippingLists.goods.volumeWeight" />: <Measure v={g.volumeWeight} unit={KG} />
        </div>
      </td>
      <td className="num">
        <div>
          <Dimensions l={g.boxLength} w={g.boxWidth} h={g.boxHeight} />
        </div>
        <div className="small muted">
          <FormattedMessage id="shippingLists.goods.package" />: <Dimensions l={g.packageLength} w={g.packageWidth} h={g.packageHeight} />
        </div>
        <div className="small muted">
          <FormattedMessage id="shippingLists.goods.cbm" />: <V v={g.cbm} />
        </div>
      </td>
      <td>
        {g.whbCodeInfo.length === 0 ? (
          <Empty />
        ) : (
          <ul className="plain-list">
            {g.whbCodeInfo.map((b, i) => (
              <li key={`${b.whbCode ?? ''}-${i}`}>
                <code>
                  <V v={b.whbCode} />
                </code>{' '}
                <V v={b.whbName} zh />{' '}
                <span className="muted">
                  <FormattedMessage id="shippingLists.goods.binStock" values={{ stock: f.number(b.stockNum), taken: f.number(b.whbNum) }} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </td>
      <td>
        {gauges.length === 0 ? (
          <Empty />
        ) : (
          <ul className="plain-list">
            {gauges.map((b, i) => (
              <li key={`${b.specId ?? ''}-${i}`}>
                <V v={b.specTitle} zh /> {b.isDefault === '1' ? <span className="badge tone-info"><FormattedMessage id="shippingLists.goods.defaultGauge" /></span> : null}
                <div className="small muted">
                  <FormattedMessage id="shippingLists.goods.perCase" values={{ n: f.number(b.quantityInCase) }} /> ·{' '}
                  <Dimensions l={b.boxLength} w={b.boxWidth} h={b.boxHeight} /> · <Measure v={b.boxWeight} unit={KG} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </td>
      <ExtraCells ids={extra} g={g} />
    </tr>
  );
}

function Head({ extra }: { extra: readonly ExtraColumnId[] }) {
  return (
    <thead>
      <tr>
        <th scope="col"><FormattedMessage id="shippingLists.goods.image" /></th>
        <th scope="col"><FormattedMessage id="shippingLists.goods.product" /></th>
        <th scope="col"><FormattedMessage id="shippingLists.goods.msku" /></th>
        <th scope="col" className="num"><FormattedMessage id="shippingLists.goods.quantity" /></th>
        <th scope="col" className="num"><FormattedMessage id="shippingLists.goods.weight" /></th>
        <th scope="col" className="num"><FormattedMessage id="shippingLists.goods.box" /></th>
        <th scope="col"><FormattedMessage id="shippingLists.goods.bins" /></th>
        <th scope="col"><FormattedMessage id="shippingLists.goods.gauges" /></th>
        <ExtraHeads ids={extra} />
      </tr>
    </thead>
  );
}

export function GoodsTable({ lines }: { lines: GoodsLine[] }) {
  const intl = useIntl();
  const columns = useGoodsColumns();
  const label = intl.formatMessage({ id: 'shippingLists.goods.tableLabel' });
  if (lines.length === 0) {
    return (
      <p className="muted">
        <FormattedMessage id="shippingLists.goods.none" />
      </p>
    );
  }
  const extra = columns.ids;
  return (
    <>
      <div className="goods-toolbar">
        <GoodsColumnChooser {...columns} />
      </div>
      {lines.length > VIRTUAL_THRESHOLD ? (
        <VirtualGoods lines={lines} label={label} extra={extra} />
      ) : (
        <ScrollRegion label={label}>
          <table className="table goods-table" data-goods-count={lines.length}>
            <Head extra={extra} />
            <tbody>
              {lines.map((g, i) => (
                <GoodsRow key={g.id ?? i} g={g} extra={extra} />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </>
  );
}

function VirtualGoods({ lines, label, extra }: { lines: GoodsLine[]; label: string; extra: readonly ExtraColumnId[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  const v = useVirtualizer({ count: lines.length, getScrollElement: () => scroller.current, estimateSize: () => ESTIMATED_ROW_PX, overscan: 6 });
  const items = v.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = v.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <div className="table-scroll goods-scroll" ref={scroller} tabIndex={0} role="region" aria-label={label}>
      <table className="table goods-table" aria-rowcount={lines.length + 1} data-goods-count={lines.length}>
        <Head extra={extra} />
        <tbody>
          {top > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={DEFAULT_COLUMNS + extra.length} style={{ height: top, padding: 0, border: 0 }} />
            </tr>
          ) : null}
          {items.map((item) => {
            const g = lines[item.index] as GoodsLine;
            return <GoodsRow key={g.id ?? item.index} g={g} extra={extra} index={item.index} measure={v.measureElement} />;
          })}
          {bottom > 0 ? (
            <tr aria-hidden="true">
              <td colSpan={DEFAULT_COLUMNS + extra.length} style={{ height: bottom, padding: 0, border: 0 }} />
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}
