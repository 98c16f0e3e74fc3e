// The printed pick sheet of one wave: a header (warehouse, date, operator, each list's code as a barcode,
// totals) and the goods in bin order with a check box, the SKU/MSKU barcode, the name, the quantity and boxes.
// The columns have fixed widths (a 300-character SKU wraps inside its own, it never pushes the quantity off the
// page); vendor text is isolated and codes show any direction control they hold (vendor-text.ts); the page
// number is the @page rule's (PrintPreview); the signature lines go on the page of the last row.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormat } from '../../../i18n/format';
import type { PickRow, PickSheet as Sheet } from './pick-sheet';
import { Barcode } from './Barcode';
import { visibleControls } from './vendor-text';

/** A code as stored, left to right, its direction controls shown. */
function Code({ value, className }: { value: string; className?: string }) {
  return (
    <bdi dir="ltr" className={className ? `print-code ${className}` : 'print-code'}>
      {visibleControls(value)}
    </bdi>
  );
}

const COLUMNS = 8;

function Image({ url }: { url: string | null }) {
  const [broken, setBroken] = useState(false);
  if (!url || broken) return <span className="print-thumb print-thumb-missing" aria-hidden="true" />;
  return <img className="print-thumb" src={url} alt="" onError={() => setBroken(true)} />;
}

function Row({ r, index }: { r: PickRow; index: number }) {
  const intl = useIntl();
  const f = useFormat();
  const code = r.msku || r.sku || '';
  return (
    <tr data-pick-row={index} data-bin={r.bin ?? ''} data-sku={r.sku ?? ''} data-quantity={r.quantity}>
      <td className="print-check">
        <span className="print-box" aria-hidden="true" />
      </td>
      <td className="print-bin">
        {r.bin === null ? <em><FormattedMessage id="shippingLists.print.noBin" /></em> : <strong><Code value={r.bin} /></strong>}
        {r.binName ? <div className="print-small" lang="zh-CN"><bdi>{r.binName}</bdi></div> : null}
        {r.otherBins.length > 0 ? (
          <div className="print-small">
            <FormattedMessage id="shippingLists.print.otherBins" values={{ bins: <Code value={f.items(r.otherBins)} /> }} />
          </div>
        ) : null}
      </td>
      <td>
        <Image url={r.image} />
      </td>
      <td className="print-goods">
        <Barcode value={code} maxWidthMm={58} heightMm={8} />
        <div className="print-mono">{r.msku ? <Code value={r.msku} /> : '—'}</div>
        <div className="print-mono print-small">SKU {r.sku ? <Code value={r.sku} /> : '—'}</div>
      </td>
      <td className="print-name" lang="zh-CN"><bdi>{r.productName ?? '—'}</bdi></td>
      <td className="print-num print-qty">{intl.formatNumber(r.quantity)}</td>
      <td className="print-num">{intl.formatNumber(r.boxes)}</td>
      <td className="print-small print-mono"><Code value={r.lists.join(' ')} /></td>
    </tr>
  );
}

export function PickSheet({ sheet, operator, printedAt }: { sheet: Sheet; operator: string; printedAt: Date }) {
  const intl = useIntl();
  const f = useFormat();
  return (
    <section className="print-sheet" data-print="sheet" data-lists={sheet.listCodes.length}>
      <header className="print-head">
        <div className="print-head-facts">
          <h1>
            <FormattedMessage id="shippingLists.print.sheetTitle" />
          </h1>
          <dl>
            <div><dt><FormattedMessage id="shippingLists.print.warehouse" /></dt><dd>{sheet.warehouses.length > 0 ? <Code value={f.items(sheet.warehouses)} /> : '—'}</dd></div>
            <div><dt><FormattedMessage id="shippingLists.print.date" /></dt><dd>{intl.formatDate(printedAt, { dateStyle: 'medium', timeStyle: 'short' })}</dd></div>
            <div><dt><FormattedMessage id="shippingLists.print.operator" /></dt><dd><bdi>{operator || '—'}</bdi></dd></div>
            <div><dt><FormattedMessage id="shippingLists.print.lists" /></dt><dd>{intl.formatNumber(sheet.listCodes.length)}</dd></div>
          </dl>
          <p className="print-totals">
            <FormattedMessage id="shippingLists.print.totals" values={{ ...sheet.totals }} />
          </p>
        </div>
        <ul className="print-list-codes">
          {sheet.listCodes.map((c) => (
            <li key={c}>
              <Barcode value={c} maxWidthMm={60} heightMm={9} />
              <div className="print-mono"><Code value={c} /></div>
            </li>
          ))}
        </ul>
      </header>
      {sheet.rows.length === 0 ? (
        <p><FormattedMessage id="shippingLists.print.empty" /></p>
      ) : (
        <table className="print-table">
          <colgroup>
            <col className="print-col-check" />
            <col className="print-col-bin" />
            <col className="print-col-image" />
            <col className="print-col-goods" />
            <col className="print-col-name" />
            <col className="print-col-qty" />
            <col className="print-col-boxes" />
            <col className="print-col-lists" />
          </colgroup>
          <thead>
            <tr>
              <th scope="col"><FormattedMessage id="shippingLists.print.col.done" /></th>
              <th scope="col"><FormattedMessage id="shippingLists.print.col.bin" /></th>
              <th scope="col"><FormattedMessage id="shippingLists.print.col.image" /></th>
              <th scope="col"><FormattedMessage id="shippingLists.print.col.goods" /></th>
              <th scope="col"><FormattedMessage id="shippingLists.print.col.name" /></th>
              <th scope="col" className="print-num"><FormattedMessage id="shippingLists.print.col.quantity" /></th>
              <th scope="col" className="print-num"><FormattedMessage id="shippingLists.print.col.boxes" /></th>
              <th scope="col"><FormattedMessage id="shippingLists.print.col.lists" /></th>
            </tr>
          </thead>
          <tbody>
            {sheet.rows.slice(0, -1).map((r, i) => (
              <Row key={rowKey(r)} r={r} index={i} />
            ))}
          </tbody>
          {/* The last row and the signature lines are one unbreakable group: they never part across pages. */}
          <tbody className="print-end">
            {sheet.rows.slice(-1).map((r) => (
              <Row key={rowKey(r)} r={r} index={sheet.rows.length - 1} />
            ))}
            <tr className="print-sign-row">
              <td colSpan={COLUMNS}>
                <Signature />
              </td>
            </tr>
          </tbody>
        </table>
      )}
      {sheet.rows.length === 0 ? <Signature /> : null}
    </section>
  );
}

const rowKey = (r: PickRow) => `${r.bin ?? ''}|${r.sku ?? ''}|${r.msku ?? ''}`;

function Signature() {
  return (
    <div className="print-sign">
      <span><FormattedMessage id="shippingLists.print.pickedBy" />: ________________</span>
      <span><FormattedMessage id="shippingLists.print.checkedBy" />: ________________</span>
    </div>
  );
}
