// The grid's box fits the window: a fixed 360 px grid showed 6 rows on a 1280×800 laptop with the window's
// lower half unused, and on a 1024×700 warehouse PC put its sideways scrollbar, its footer and the screen's Send
// bar below the fold (issue 17). The box takes the room left in the screen's scroller, as the screen opens, down to
// what must stay in view under it (the footer, the Send bar); a grid that starts too low for a few rows is sized
// to be seen whole, with what is kept under it where that fits, once the user scrolls to it.
// The rule is here, framework-free; hooks/useFitHeight.ts measures the page and asks it.

/** The box's height where nothing is laid out (a test's DOM, a hidden tab) and the screen set no height. */
export const NO_LAYOUT_HEIGHT = 420;

export interface FitInput {
  /** The most the screen wants (Infinity: as much as the window allows). */
  preferred: number;
  /** Never less: a few rows stay workable however small the window. */
  min: number;
  /** The scroller's visible height (its client height, less its top padding). */
  viewport: number;
  /** The box's top inside the scroller's content, as if scrolled to the top. */
  top: number;
  /** What sits above the box inside the grid (its toolbar): kept in view with it once scrolled to. */
  above: number;
  /** What must stay in view under the box: the grid's footer and the scroller's bottom padding. */
  below: number;
  /** Further down, what the screen would keep in view too when there is room (its Send bar, past tools under the grid). */
  kept: number;
}

export function fittedHeight({ preferred, min, viewport, top, above, below, kept }: FitInput): number {
  if (viewport <= 0) return Number.isFinite(preferred) ? preferred : NO_LAYOUT_HEIGHT;
  const floor = Math.min(min, preferred);
  const fits = (h: number, least = floor) => (h >= least ? Math.min(preferred, h) : null);
  // In view as the screen opens, Send included; else seen whole once scrolled to, with Send, or with its footer only.
  // Scrolled to, Send is kept in view only where the grid then keeps a third more than its least: a grid cut down
  // to its few rows to show a button the user reaches by scrolling on anyway is the worse trade (Cargo at 1024×700).
  return (
    fits(Math.floor(viewport - top - below - kept)) ??
    fits(Math.floor(viewport - above - below - kept), Math.ceil(floor * (4 / 3))) ??
    Math.max(Math.min(preferred, Math.floor(viewport - above - below)), floor)
  );
}
