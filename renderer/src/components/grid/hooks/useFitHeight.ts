// The grid's box fits the window (issue 17): the page measured, the rule (logic/fit-height.ts) asked again
// whenever the window, the scroller or what sits around the grid changes size.
import { useLayoutEffect, useState, type RefObject } from 'react';
import { scrollerOf } from '../../scroller';
import { fittedHeight } from '../logic/fit-height';

/**
 * The box's height, measured again when the window, the scroller or what sits around the grid changes size.
 * `keep` is the element that must stay in view under the grid (the screen's Send bar); without it, the grid's own.
 */
export function useFitHeight(boxRef: RefObject<HTMLElement | null>, preferred: number, min: number, keep?: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(() => fittedHeight({ preferred, min, viewport: 0, top: 0, above: 0, below: 0, kept: 0 }));
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const scroller = scrollerOf(box);
    const grid = box.parentElement;
    const measure = () => {
      const boxRect = box.getBoundingClientRect();
      const viewTop = scroller ? scroller.getBoundingClientRect().top : 0;
      const style = scroller ? getComputedStyle(scroller) : null;
      const padTop = style ? parseFloat(style.paddingTop) || 0 : 0;
      const padBottom = style ? parseFloat(style.paddingBottom) || 0 : 0;
      const viewport = scroller ? scroller.clientHeight - padTop : window.innerHeight;
      const top = boxRect.top - viewTop - padTop + (scroller ? scroller.scrollTop : window.scrollY);
      const above = grid ? boxRect.top - grid.getBoundingClientRect().top : 0;
      const gridBottom = grid ? grid.getBoundingClientRect().bottom : boxRect.bottom;
      const keptBottom = keep?.current ? keep.current.getBoundingClientRect().bottom : gridBottom;
      setHeight(fittedHeight({ preferred, min, viewport, top, above, below: Math.max(0, gridBottom - boxRect.bottom) + padBottom, kept: Math.max(0, keptBottom - gridBottom) }));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    for (const el of [scroller, scroller?.firstElementChild, grid, keep?.current]) if (el) observer?.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [boxRef, preferred, min, keep]);
  return height;
}
