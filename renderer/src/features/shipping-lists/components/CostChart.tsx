// Cost per head-leg line as stacked horizontal bars (freight, tax, other): a small SVG, no chart library.
// The same figures are in the table beside it (each bar's figure is the vendor's line total, as in the table);
// the chart carries a text summary for screen readers.
import { useIntl } from 'react-intl';
import { centsText } from '../money';

export interface CostBar {
  key: string;
  label: string;
  freight: number | null;
  tax: number | null;
  other: number | null;
  /** The vendor's total for the line (what the table shows); the parts' sum only when the vendor gives none. */
  total: number | null;
}

/** A line's figure as the chart writes it: the vendor's own total, never a re-sum that rounds differently. */
export const barTotal = (b: CostBar): number => b.total ?? (b.freight ?? 0) + (b.tax ?? 0) + (b.other ?? 0);

const ROW = 22;
const LABEL_W = 150;
const WIDTH = 560;
const BAR_W = WIDTH - LABEL_W - 70;
const PARTS = ['freight', 'tax', 'other'] as const;

export function CostChart({ bars, currency }: { bars: CostBar[]; currency: string | null }) {
  const intl = useIntl();
  const max = Math.max(1, ...bars.map((b) => (b.freight ?? 0) + (b.tax ?? 0) + (b.other ?? 0)));
  const height = bars.length * ROW + 30;
  const names = {
    freight: intl.formatMessage({ id: 'shippingLists.headLeg.freight' }),
    tax: intl.formatMessage({ id: 'shippingLists.headLeg.tax' }),
    other: intl.formatMessage({ id: 'shippingLists.headLeg.other' }),
  };
  const summary = intl.formatMessage({ id: 'shippingLists.headLeg.chartSummary' }, { count: bars.length });
  return (
    <figure className="cost-chart">
      <svg role="img" aria-label={summary} viewBox={`0 0 ${WIDTH} ${height}`} width="100%" style={{ maxWidth: WIDTH }} data-bars={bars.length}>
        {bars.map((b, i) => {
          let x = LABEL_W;
          const y = i * ROW + 4;
          const total = barTotal(b);
          return (
            <g key={b.key}>
              <text x={LABEL_W - 6} y={y + 13} textAnchor="end" className="chart-label">
                {b.label.length > 20 ? `${b.label.slice(0, 19)}…` : b.label}
              </text>
              {PARTS.map((part) => {
                const value = b[part] ?? 0;
                const w = (Math.max(0, value) / max) * BAR_W;
                const rect = (
                  <rect key={part} x={x} y={y} width={w} height={ROW - 8} className={`chart-${part}`}>
                    <title>{`${names[part]}: ${centsText(value)}${currency ? ` ${currency}` : ''}`}</title>
                  </rect>
                );
                x += w;
                return rect;
              })}
              <text x={x + 6} y={y + 13} className="chart-value" data-bar-total={b.key}>
                {centsText(total)}
              </text>
            </g>
          );
        })}
        <g transform={`translate(${LABEL_W}, ${bars.length * ROW + 12})`}>
          {PARTS.map((part, i) => (
            <g key={part} transform={`translate(${i * 110}, 0)`}>
              <rect width={12} height={12} className={`chart-${part}`} />
              <text x={16} y={11} className="chart-label">
                {names[part]}
              </text>
            </g>
          ))}
        </g>
      </svg>
    </figure>
  );
}
