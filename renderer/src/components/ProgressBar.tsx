// A job's progress: one bar, segments for succeeded, failed and unknown rows; announced as a progress bar.
import { ProgressBar as AriaProgressBar } from 'react-aria-components';
import { useIntl } from 'react-intl';

export interface ProgressCounts {
  total: number;
  pending: number;
  succeeded: number;
  failed: number;
  unknown: number;
  invalid: number;
}

export function JobProgressBar({ counts, label }: { counts: ProgressCounts; label: string }) {
  const intl = useIntl();
  const done = counts.total - counts.pending;
  const pct = (n: number) => `${counts.total === 0 ? 0 : (100 * n) / counts.total}%`;
  return (
    <AriaProgressBar
      className="progress"
      aria-label={label}
      value={done}
      minValue={0}
      maxValue={Math.max(counts.total, 1)}
      valueLabel={intl.formatMessage({ id: 'shell.status.jobsProgress' }, { done, total: counts.total })}
    >
      <span className="seg ok" style={{ width: pct(counts.succeeded) }} />
      <span className="seg bad" style={{ width: pct(counts.failed + counts.invalid) }} />
      <span className="seg warn" style={{ width: pct(counts.unknown) }} />
    </AriaProgressBar>
  );
}
