// A small line chart of a few series over time (SVG, no chart library: three polylines are ours to draw).
export interface SparkSeries {
  className: string;
  values: readonly number[];
}

export function Sparkline({ series, width = 120, height = 22, label }: { series: readonly SparkSeries[]; width?: number; height?: number; label: string }) {
  const longest = Math.max(2, ...series.map((s) => s.values.length));
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const x = (i: number, n: number) => ((longest - n + i) / (longest - 1)) * (width - 2) + 1;
  const y = (v: number) => height - 1 - (v / max) * (height - 3);
  return (
    <svg className="sparkline" width={width} height={height} role="img" aria-label={label} viewBox={`0 0 ${width} ${height}`}>
      <line className="baseline" x1={0} x2={width} y1={height - 0.5} y2={height - 0.5} />
      {series.map((s) =>
        // A series that stayed at zero is the baseline itself: drawn, it would paint the baseline in its colour.
        s.values.length < 2 || s.values.every((v) => v === 0) ? null : (
          <polyline key={s.className} className={s.className} points={s.values.map((v, i) => `${x(i, s.values.length).toFixed(1)},${y(v).toFixed(1)}`).join(' ')} />
        ),
      )}
    </svg>
  );
}
