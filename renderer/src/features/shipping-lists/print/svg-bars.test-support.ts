// Test support: reads the bars back out of a barcode's SVG and decodes them with ZXing's Code 128 reader, so a
// test proves the printed bars scan as their text (not merely that an SVG was made).
import { BarcodeFormat, BitArray, Code128Reader, DecodeHintType } from '@zxing/library';

const QUIET = 10;

/** The SVG's bars as modules (true = black), quiet zones added. Bars are vertical strokes centred on x. */
export function svgModules(svg: string): boolean[] {
  const box = /viewBox="0 0 (\d+(?:\.\d+)?) /.exec(svg);
  if (!box) throw new Error('no viewBox');
  const width = Math.round(Number(box[1]));
  const modules = new Array<boolean>(width + 2 * QUIET).fill(false);
  for (const path of svg.matchAll(/stroke-width="(\d+(?:\.\d+)?)" d="([^"]+)"/g)) {
    const w = Number(path[1]);
    for (const m of (path[2] ?? '').matchAll(/M(\d+(?:\.\d+)?) /g)) {
      const left = Math.round(Number(m[1]) - w / 2);
      for (let i = 0; i < w; i++) modules[QUIET + left + i] = true;
    }
  }
  return modules;
}

/** Decodes one row of modules as Code 128; throws when it does not scan. */
export function decodeModules(modules: readonly boolean[], pixelsPerModule = 3): string {
  const row = new BitArray(modules.length * pixelsPerModule);
  modules.forEach((black, i) => {
    if (black) for (let p = 0; p < pixelsPerModule; p++) row.set(i * pixelsPerModule + p);
  });
  const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]]]);
  return new Code128Reader().decodeRow(0, row, hints).getText();
}

export const decodeSvg = (svg: string): string => decodeModules(svgModules(svg));
