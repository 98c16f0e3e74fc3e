// How many of `items` the preview has drawn, drawn a batch per task (pace.ts), with stop and go on. Starts
// again from none when `items` changes (another size, code or copies). Thin: the pacing rule is pace.ts.
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { FIRST_BATCH, nextBatch } from './pace';

export interface Drawing {
  drawn: number;
  total: number;
  state: 'drawing' | 'stopped' | 'done';
  stop(): void;
  resume(): void;
}

export function useDrawing(items: readonly unknown[]): Drawing {
  const total = items.length;
  const [run, setRun] = useState({ items, drawn: 0, stopped: false });
  const batch = useRef(FIRST_BATCH);
  const startedAt = useRef<number | null>(null);
  let current = run;
  if (run.items !== items) {
    // New labels: drawn again from none (set during render, as React's "state from props" pattern).
    current = { items, drawn: 0, stopped: false };
    setRun(current);
    batch.current = FIRST_BATCH;
    startedAt.current = null;
  }
  const { drawn, stopped } = current;

  useLayoutEffect(() => {
    if (stopped || drawn >= total) return;
    // After the next frame (the last batch rendered, laid out and painted), in a task of its own: the browser
    // takes clicks (Stop among them) between two batches. The time since the last batch began, its layout
    // and paint included, sizes the next one.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const now = performance.now();
        if (startedAt.current !== null) batch.current = nextBatch(batch.current, now - startedAt.current, total - drawn);
        startedAt.current = now;
        setRun((r) => (r.items === items ? { ...r, drawn: Math.min(total, r.drawn + batch.current) } : r));
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawn, stopped, total, items]);

  const stop = useCallback(() => setRun((r) => ({ ...r, stopped: true })), []);
  const resume = useCallback(() => {
    startedAt.current = null;
    setRun((r) => ({ ...r, stopped: false }));
  }, []);
  return { drawn, total, state: drawn >= total ? 'done' : stopped ? 'stopped' : 'drawing', stop, resume };
}
