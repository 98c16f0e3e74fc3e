// Clipboard events on the grid: copy writes TSV and an HTML table (Excel keeps ids as text), paste prefers
// the HTML flavour (merged cells, text formats) and falls back to the text; an open editor keeps the
// browser's own behaviour.
import type { ClipboardEvent } from 'react';
import { parseClipboardHtml, toClipboardHtml } from '../model/clipboard-html';
import { parseTsv, toTsv, type Matrix } from '../model/clipboard-tsv';

export interface ClipboardOptions {
  editing: boolean;
  copied(): Matrix;
  paste(matrix: Matrix): void;
  cut(): void;
}

export function readClipboard(data: DataTransfer): Matrix {
  const html = data.getData('text/html');
  return (html ? parseClipboardHtml(html) : null) ?? parseTsv(data.getData('text/plain'));
}

export function clipboardHandlers(o: ClipboardOptions) {
  const onCopy = (e: ClipboardEvent<HTMLDivElement>) => {
    if (o.editing) return;
    e.preventDefault();
    const matrix = o.copied();
    e.clipboardData.setData('text/plain', toTsv(matrix));
    e.clipboardData.setData('text/html', toClipboardHtml(matrix));
  };
  return {
    onCopy,
    onCut: (e: ClipboardEvent<HTMLDivElement>) => {
      if (o.editing) return;
      onCopy(e);
      o.cut();
    },
    onPaste: (e: ClipboardEvent<HTMLDivElement>) => {
      if (o.editing) return;
      e.preventDefault();
      const matrix = readClipboard(e.clipboardData);
      if (matrix.length > 0) o.paste(matrix);
    },
  };
}
