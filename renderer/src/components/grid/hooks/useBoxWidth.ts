// The inner width of the grid's box (its scroll area), followed as the window or the layout around it changes:
// what the columns that may shrink are fitted into. Undefined until laid out.
import { useEffect, useState, type RefObject } from 'react';

export function useBoxWidth(boxRef: RefObject<HTMLElement | null>): number | undefined {
  const [width, setWidth] = useState<number | undefined>(undefined);
  useEffect(() => {
    const el = boxRef.current;
    if (!el) return;
    const measure = () => setWidth(el.clientWidth || undefined);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [boxRef]);
  return width;
}
