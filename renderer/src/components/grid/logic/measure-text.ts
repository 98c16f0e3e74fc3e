// Text widths in the grid's own font, for "fit" and for whether the active cell's text is cut: one canvas,
// reused. Where there is no canvas (unit tests under happy-dom), a character-count estimate stands in.
import { estimatedWidth } from '../model/column-sizing';

let context: CanvasRenderingContext2D | null | undefined;

function canvas(): CanvasRenderingContext2D | null {
  if (context === undefined) {
    try {
      context = document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
  }
  return context;
}

/** The font an element's text is drawn in, as a canvas takes it; `weight` overrides (the bold header). */
export function fontOf(el: Element | null, weight?: string): string {
  if (!el) return '13px sans-serif';
  const s = getComputedStyle(el);
  return `${s.fontStyle} ${weight ?? s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
}

/** A measurer for one font: a text's width in pixels. */
export function textMeasurer(font: string): (text: string) => number {
  const ctx = canvas();
  const size = Number.parseFloat(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? '13');
  if (!ctx) return (text) => estimatedWidth(text) * size * 0.6;
  return (text) => {
    ctx.font = font;
    return ctx.measureText(text).width;
  };
}
