// Thermal goods labels, one per printed page of the label's size: the MSKU's (or SKU's) barcode, the name,
// the quantity and the list's code.
import { FormattedMessage } from 'react-intl';
import { LABEL_SIZES, type LabelSize, type PrintedLabel } from './labels';
import { Barcode } from './Barcode';

/** Paper margin inside a label, each side. */
const INSET_MM = 2;

export function LabelSheet({ labels, size }: { labels: PrintedLabel[]; size: LabelSize }) {
  const { w, h } = LABEL_SIZES[size];
  return (
    <section className="print-labels" data-print="labels" data-label-size={size}>
      {labels.map((l) => (
        <div key={l.key} className="print-label" style={{ width: `${w}mm`, height: `${h}mm`, padding: `${INSET_MM}mm` }} data-label-value={l.value}>
          <Barcode value={l.value} maxWidthMm={w - 2 * INSET_MM} heightMm={h * 0.4} maxModuleMm={0.33} />
          <div className="print-label-code print-mono">{l.value}</div>
          <div className="print-label-name" lang="zh-CN">{l.line.productName ?? '—'}</div>
          <div className="print-label-foot">
            <strong>
              <FormattedMessage id="shippingLists.print.labelQty" values={{ n: l.line.quantity }} />
            </strong>
            <span className="print-mono">{l.line.listCode}</span>
          </div>
        </div>
      ))}
    </section>
  );
}
