// Printed output read back as a person or a scanner would: the PDF's text (pdftotext), its pages as images
// (pdftoppm), and every Code 128 on a page found by scanning pixel rows with ZXing's reader.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BarcodeFormat, BitArray, Code128Reader, DecodeHintType } from '@zxing/library';

/** The PDF's text laid out as on the page, or (`raw`) in the order it was drawn: a wrapped cell's lines together. */
export function pdfText(pdf: Buffer, opts: { raw?: boolean } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'opsdesk-pdf-'));
  writeFileSync(join(dir, 'p.pdf'), pdf);
  execFileSync('pdftotext', [opts.raw ? '-raw' : '-layout', join(dir, 'p.pdf'), join(dir, 'p.txt')]);
  return readFileSync(join(dir, 'p.txt'), 'utf8');
}

/** Writes the PDF and PNGs of its pages under test-results/print/ for a person to look at. */
export function pdfPngs(pdf: Buffer, name: string): string[] {
  const dir = join(process.cwd(), 'test-results', 'print');
  execFileSync('mkdir', ['-p', dir]);
  writeFileSync(join(dir, `${name}.pdf`), pdf);
  execFileSync('pdftoppm', ['-png', '-r', '110', join(dir, `${name}.pdf`), join(dir, name)]);
  return readdirSync(dir).filter((f) => f.startsWith(`${name}-`) && f.endsWith('.png'));
}

interface Gray {
  width: number;
  height: number;
  pixels: Uint8Array;
}

function readPgm(buf: Buffer): Gray {
  // P5 <width> <height> <maxval> then one byte per pixel.
  const head = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(buf.subarray(0, 64).toString('latin1'));
  if (!head) throw new Error('not a binary PGM');
  const width = Number(head[1]);
  const height = Number(head[2]);
  return { width, height, pixels: buf.subarray(head[0].length, head[0].length + width * height) };
}

/** Every Code 128 text that scans on any pixel row of any page at 300 dpi. */
export function decodePdfBarcodes(pdf: Buffer): Set<string> {
  const dir = mkdtempSync(join(tmpdir(), 'opsdesk-scan-'));
  writeFileSync(join(dir, 'p.pdf'), pdf);
  execFileSync('pdftoppm', ['-gray', '-r', '300', join(dir, 'p.pdf'), join(dir, 'page')]);
  const found = new Set<string>();
  const reader = new Code128Reader();
  const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]]]);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.pgm'))) {
    const page = readPgm(readFileSync(join(dir, file)));
    for (let y = 0; y < page.height; y += 4) {
      let from = 0;
      // A row may cross several barcodes: after each one found, blank what it covered and read on.
      while (from < page.width) {
        const row = new BitArray(page.width);
        for (let x = from; x < page.width; x++) if ((page.pixels[y * page.width + x] ?? 255) < 128) row.set(x);
        try {
          const result = reader.decodeRow(y, row, hints);
          found.add(result.getText());
          const end = Math.max(...result.getResultPoints().map((p) => p.getX()));
          from = Math.ceil(end) + 1;
        } catch {
          break;
        }
      }
    }
  }
  return found;
}

/** The text of each page (pdftotext ends every page with a form feed). */
export function pdfPages(pdf: Buffer): string[] {
  return pdfText(pdf).split('\f').slice(0, -1);
}

export interface PdfWord {
  text: string;
  page: number;
  xMin: number;
  xMax: number;
  pageWidth: number;
}

/** Every word with its place on its page (pdftotext -bbox), to tell whether it was printed inside the paper. */
export function pdfWords(pdf: Buffer): PdfWord[] {
  const dir = mkdtempSync(join(tmpdir(), 'opsdesk-pdf-'));
  writeFileSync(join(dir, 'p.pdf'), pdf);
  execFileSync('pdftotext', ['-bbox', join(dir, 'p.pdf'), join(dir, 'p.html')]);
  const html = readFileSync(join(dir, 'p.html'), 'utf8');
  const words: PdfWord[] = [];
  const pages = html.split('<page ').slice(1);
  pages.forEach((p, page) => {
    const width = Number(/width="([\d.]+)"/.exec(p)?.[1] ?? Number.NaN);
    for (const m of p.matchAll(/<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g)) {
      words.push({ text: m[3] ?? '', page, xMin: Number(m[1]), xMax: Number(m[2]), pageWidth: width });
    }
  });
  return words;
}
