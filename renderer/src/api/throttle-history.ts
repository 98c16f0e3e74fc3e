// A short rolling history of the throttle figures, for the status bar's live chart: one sample per event,
// at most one per 250 ms, the last 2 minutes kept.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { MethodOutput } from '../../../shared/ipc';
import { eventKey } from './keys';

export interface ThrottleSample {
  at: number;
  inFlight: number;
  queued: number;
  backingOff: number;
}

type Figures = MethodOutput<'status.throttle'>['figures'];

const WINDOW_MS = 120_000;
const MIN_GAP_MS = 250;

export function totals(figures: Figures): Omit<ThrottleSample, 'at'> {
  return figures.reduce(
    (t, f) => ({ inFlight: t.inFlight + f.inFlight, queued: t.queued + f.queued, backingOff: t.backingOff + f.backingOff }),
    { inFlight: 0, queued: 0, backingOff: 0 },
  );
}

export function appendSample(history: readonly ThrottleSample[], sample: ThrottleSample): ThrottleSample[] {
  const last = history[history.length - 1];
  const kept = history.filter((s) => sample.at - s.at <= WINDOW_MS);
  if (last && sample.at - last.at < MIN_GAP_MS) kept[kept.length - 1] = sample;
  else kept.push(sample);
  return kept;
}

export function recordThrottleSample(qc: QueryClient, figures: Figures, now = Date.now()): void {
  qc.setQueryData<ThrottleSample[]>(eventKey.throttleHistory, (old) => appendSample(old ?? [], { at: now, ...totals(figures) }));
}

export function useThrottleHistory() {
  return useQuery<ThrottleSample[]>({
    queryKey: eventKey.throttleHistory,
    queryFn: () => [],
    staleTime: Infinity,
    meta: { fromEvents: true },
  }).data ?? [];
}
