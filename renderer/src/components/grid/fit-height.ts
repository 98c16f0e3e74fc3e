// The grid's box fits the window: a 360 px grid under a screen's title and notes put its sideways scrollbar (and
// its footer) below the fold of a 1024×700 warehouse PC, so the user could not see there was more to the right
// (issue 17). The box takes the room left under it in the screen's scroller, as the screen opens, between a few
// rows and the height the screen asked for.
import { useLayoutEffect, useState, type RefObject } from 'react';

export interface FitInput {
  /** The height the screen asked for: never more. */
  preferred: number;
  /** Never less: a few rows stay workable however low the grid starts. */
  min: number;
  /** The scroller's visible height (its client height). */
  viewport: number;
  /** The box's top inside the scroller's content, as if scrolled to the top. */
  top: number;
  /** What must stay in view under the box: the grid's footer, gaps and the scroller's bottom padding. */
  below: number;
}

export function fittedHeight({ preferred, min, viewport, top, below }: FitInput): number {
  // No layout (a test's DOM, a hidden tab): the screen's own height.
  if (viewport <= 0) return preferred;
  const room = Math.floor(viewport - top - below);
  return Math.max(Math.min(preferred, room), Math.min(min, preferred));
}

function scrollerOf(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p; p = p.parentElement) {
    const y = getComputedStyle(p).overflowY;
    if (y === 'auto' || y === 'scroll') return p;
  }
  return null;
}

/** The box's height, measured again when the window, the scroller or what sits above the grid changes size. */
export function useFitHeight(boxRef: RefObject<HTMLElement | null>, preferred: number, min: number): number {
  const [height, setHeight] = useState(preferred);
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const scroller = scrollerOf(box);
    const grid = box.parentElement;
    const measure = () => {
      const boxRect = box.getBoundingClientRect();
      const viewTop = scroller ? scroller.getBoundingClientRect().top : 0;
      const viewport = scroller ? scroller.clientHeight : window.innerHeight;
      const top = boxRect.top - viewTop + (scroller ? scroller.scrollTop : window.scrollY);
      const footer = grid ? grid.getBoundingClientRect().bottom - boxRect.bottom : 0;
      const padding = scroller ? parseFloat(getComputedStyle(scroller).paddingBottom) || 0 : 0;
      setHeight(fittedHeight({ preferred, min, viewport, top, below: Math.max(0, footer) + padding }));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    for (const el of [scroller, scroller?.firstElementChild, grid]) if (el) observer?.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [boxRef, preferred, min]);
  return height;
}
