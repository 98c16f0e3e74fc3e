// happy-dom has no layout: a grid's scroll area needs a size, or the virtualiser renders no rows. Called at the
// top of a test file, it gives every element one for that file's tests and puts the real descriptors back.
import { afterAll, beforeAll } from 'vitest';

const SIZES = ['clientHeight', 'clientWidth'] as const;

export function giveElementsLayout(size: { height: number; width: number } = { height: 300, width: 1000 }): void {
  const saved = SIZES.map((p) => Object.getOwnPropertyDescriptor(HTMLElement.prototype, p) ?? Object.getOwnPropertyDescriptor(Element.prototype, p));
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => size.height });
    Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => size.width });
  });
  afterAll(() => {
    SIZES.forEach((p, i) => {
      const d = saved[i];
      if (d) Object.defineProperty(HTMLElement.prototype, p, d);
      else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[p];
    });
  });
}
