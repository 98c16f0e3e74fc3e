// Thermal goods labels, one per printed page of the label's size: the MSKU's (or SKU's) barcode, the name,
// the quantity, the list's code and the label's number in the print. The preview draws them as they come
// (use-drawing.ts): `drawn` of them are on the page, in memoised runs so a new batch leaves the rest alone.
import { memo, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { LABEL_INSET_MM, LABEL_MAX_MODULE_MM, LABEL_SIZES, labelBarWidthMm, type LabelSize, type PrintedLabel } from './labels';
import { Barcode } from './Barcode';
import { visibleControls } from './vendor-text';

/** Labels per memoised run: a batch re-renders only the run it ends in. */
const RUN = 100;

interface LabelProps {
  label: PrintedLabel;
  size: LabelSize;
  number: number;
  count: number;
  textOnly: boolean;
}

const Label = memo(function Label({ label: l, size, number, count, textOnly }: LabelProps) {
  const { w, h } = LABEL_SIZES[size];
  return (
    <div className="print-label" style={{ width: `${w}mm`, height: `${h}mm`, padding: `${LABEL_INSET_MM}mm` }} data-label-value={l.value} data-label-number={number}>
      {textOnly ? null : <Barcode value={l.value} maxWidthMm={labelBarWidthMm(size)} heightMm={h * 0.4} maxModuleMm={LABEL_MAX_MODULE_MM} />}
      <bdi className={`print-label-code print-mono${textOnly ? ' print-label-code-only' : ''}`} dir="ltr">
        {visibleControls(l.value)}
      </bdi>
      <bdi className="print-label-name" lang="zh-CN">{l.line.productName ?? '—'}</bdi>
      <div className="print-label-foot">
        <strong>
          <FormattedMessage id="shippingLists.print.labelQty" values={{ n: l.line.quantity }} />
        </strong>
        <bdi className="print-mono" dir="ltr">{visibleControls(l.line.listCode)}</bdi>
        <span className="print-label-number">{`${number} / ${count}`}</span>
      </div>
    </div>
  );
});

// A run is its own box, skipped by the preview's layout while off screen (print.css: content-visibility), so
// a new batch lays out its run, not the thousands before it.
const Run = memo(function Run({ labels, from, size, count, textOnly }: { labels: readonly PrintedLabel[]; from: number; size: LabelSize; count: number; textOnly: boolean }) {
  return (
    <div className="print-label-run">
      {labels.map((l, i) => (
        <Label key={l.key} label={l} size={size} number={from + i + 1} count={count} textOnly={textOnly} />
      ))}
    </div>
  );
});

export interface LabelSheetProps {
  labels: readonly PrintedLabel[];
  size: LabelSize;
  /** How many are drawn (all by default). */
  drawn?: number;
  /** The codes as text, without barcodes (chosen when bars would be too narrow to scan). */
  textOnly?: boolean;
}

export function LabelSheet({ labels, size, drawn = labels.length, textOnly = false }: LabelSheetProps) {
  const runs = useMemo(() => {
    const out: PrintedLabel[][] = [];
    for (let i = 0; i < labels.length; i += RUN) out.push(labels.slice(i, i + RUN));
    return out;
  }, [labels]);
  const full = Math.floor(drawn / RUN);
  const rest = drawn - full * RUN;
  return (
    <section className="print-labels" data-print="labels" data-label-size={size} data-drawn={drawn} data-count={labels.length}>
      {runs.slice(0, full).map((run, i) => (
        <Run key={i} labels={run} from={i * RUN} size={size} count={labels.length} textOnly={textOnly} />
      ))}
      {rest > 0 ? <Run key={full} labels={(runs[full] ?? []).slice(0, rest)} from={full * RUN} size={size} count={labels.length} textOnly={textOnly} /> : null}
    </section>
  );
}
