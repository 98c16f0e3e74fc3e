// The print view: a full-window preview of the pick sheet or the labels with their options, printed by the
// browser's own print (window.print: in Electron that is webContents.print, and both offer Save as PDF). The
// print stylesheet hides the app and prints only the paper; @page sets the paper or label size. It is a React Aria
// modal: keyboard focus stays inside it, the app behind is hidden from assistive technology, Escape closes it and
// focus goes back to the button that opened it. Labels are drawn as they come (use-drawing.ts), with progress
// and a stop; printing waits until all are drawn. Codes too long for a readable barcode at the chosen size are
// said, with the larger size that fits them or the codes as text.
import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBridge } from '../../../bridge/context';
import { Button } from '../../../components/Button';
import { detailQuery, detailState, type ShippingDetail } from '../queries';
import { LabelSheet } from './LabelSheet';
import { MIN_READABLE_MODULE_MM } from './barcode';
import { LABEL_SIZES, expandLabels, labelLines, labelValue, narrowCodes, type LabelCode, type LabelSize, type NarrowCodes, type PrintedLabel } from './labels';
import { useDrawing } from './use-drawing';
import { PickSheet } from './PickSheet';
import { buildPickSheet } from './pick-sheet';
import './print.css';

export type PrintKind = 'sheet' | 'labels';
const PAPERS = { A4: 'A4', Letter: 'letter' } as const;
type Paper = keyof typeof PAPERS;
const OPERATOR_KEY = 'opsdesk.print.operator';

/** A CSS string literal of `text` (quotes and backslashes escaped, no line breaks). */
const cssString = (text: string) => `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[\r\n]/g, ' ')}"`;

/**
 * The page rule. A sheet's pages are numbered in the bottom margin ("Page 2 of 5", in the reader's language)
 * by Chromium's page-margin boxes: the number is the printer's count, so it is right on every page. A label
 * is its own page, numbered on the label itself.
 */
function pageRule(kind: PrintKind, paper: Paper, size: LabelSize, pageText: string): string {
  if (kind === 'labels') {
    const { w, h } = LABEL_SIZES[size];
    return `@page { size: ${w}mm ${h}mm; margin: 0; }`;
  }
  // The message's {page} and {pages} become the counters, the rest its literal text.
  const [before = '', middle = '', after = ''] = pageText.split(/\{page\}|\{pages\}/);
  const content = `${cssString(before)} counter(page) ${cssString(middle)} counter(pages) ${cssString(after)}`;
  return `@page { size: ${PAPERS[paper]}; margin: 10mm 10mm 14mm; @bottom-right { content: ${content}; font: 8pt sans-serif; color: #000; } }`;
}

const NO_LABELS: never[] = [];

/**
 * Which labels' codes are too long for a readable barcode at `size`, worked out in a task of its own after the
 * preview first shows: it encodes every distinct code (the first barcode also wakes bwip-js up), which in the
 * task that opens the preview made it the longest of all.
 */
function useNarrowCodes(labels: readonly PrintedLabel[], size: LabelSize): NarrowCodes | null {
  const [found, setFound] = useState<{ labels: readonly PrintedLabel[]; size: LabelSize; narrow: NarrowCodes | null } | null>(null);
  useEffect(() => {
    if (labels.length === 0) return;
    const timer = setTimeout(() => setFound({ labels, size, narrow: narrowCodes(labels, size) }), 0);
    return () => clearTimeout(timer);
  }, [labels, size]);
  return found && found.labels === labels && found.size === size ? found.narrow : null;
}

/** The lists found, null while any is loading. */
function foundDetails(results: ReadonlyArray<Parameters<typeof detailState>[0]>): ShippingDetail[] | null {
  const found: ShippingDetail[] = [];
  for (const q of results) {
    const s = detailState(q);
    if (s.kind === 'loading') return null;
    if (s.kind === 'found') found.push(s.detail);
  }
  return found;
}

// Combined by TanStack Query, so the array is the same one until a result changes: the labels derived from
// it (and the drawing of them) start again only when the lists do.
function useDetails(codes: readonly string[]): ShippingDetail[] | null {
  const bridge = useBridge();
  return useQueries({ queries: codes.map((c) => detailQuery(bridge, c)), combine: foundDetails });
}

export interface PrintPreviewProps {
  codes: readonly string[];
  initialKind: PrintKind;
  onClose: () => void;
}

export function PrintPreview({ codes, initialKind, onClose }: PrintPreviewProps) {
  const intl = useIntl();
  const details = useDetails(codes);
  const [kind, setKind] = useState<PrintKind>(initialKind);
  const [paper, setPaper] = useState<Paper>('A4');
  const [size, setSize] = useState<LabelSize>('50x30');
  const [labelCode, setLabelCode] = useState<LabelCode>('msku');
  const [copies, setCopies] = useState<Record<string, number>>({});
  const [textOnly, setTextOnly] = useState(false);
  const [operator, setOperator] = useState(() => localStorage.getItem(OPERATOR_KEY) ?? '');
  const [printedAt] = useState(() => new Date());
  const first = useRef<HTMLSelectElement>(null);

  // The first option takes focus (React Aria would focus the dialog itself); the modal hands it back on close.
  useEffect(() => {
    first.current?.focus();
  }, []);
  useEffect(() => {
    localStorage.setItem(OPERATOR_KEY, operator);
  }, [operator]);

  const sheet = useMemo(() => (details ? buildPickSheet(details) : null), [details]);
  const lines = useMemo(() => (details ? labelLines(details) : []), [details]);
  const labels = useMemo(() => expandLabels(lines, copies, labelCode), [lines, copies, labelCode]);
  const drawing = useDrawing(kind === 'labels' ? labels : NO_LABELS);
  const narrow = useNarrowCodes(kind === 'labels' && !textOnly ? labels : NO_LABELS, size);
  const ready = details !== null && (kind === 'sheet' || drawing.state === 'done');
  const pageText = intl.formatMessage({ id: 'shippingLists.print.page' }, { page: '{page}', pages: '{pages}' });
  const mm = (n: number) => intl.formatNumber(n, { maximumFractionDigits: 2 });

  return (
    <ModalOverlay className="print-root" isOpen isDismissable={false} onOpenChange={(open) => !open && onClose()}>
      <Modal className="print-modal">
      <Dialog className="print-dialog" aria-label={intl.formatMessage({ id: 'shippingLists.print.dialog' })} data-print-kind={kind}>
      <style>{pageRule(kind, paper, size, pageText)}</style>
      <form className="print-toolbar" aria-label={intl.formatMessage({ id: 'shippingLists.print.options' })} onSubmit={(e) => e.preventDefault()}>
        <label>
          <FormattedMessage id="shippingLists.print.kind" />
          <select ref={first} value={kind} onChange={(e) => setKind(e.currentTarget.value === 'labels' ? 'labels' : 'sheet')}>
            <option value="sheet">{intl.formatMessage({ id: 'shippingLists.print.kind.sheet' })}</option>
            <option value="labels">{intl.formatMessage({ id: 'shippingLists.print.kind.labels' })}</option>
          </select>
        </label>
        {kind === 'sheet' ? (
          <>
            <label>
              <FormattedMessage id="shippingLists.print.paper" />
              <select value={paper} onChange={(e) => setPaper(e.currentTarget.value === 'Letter' ? 'Letter' : 'A4')}>
                <option value="A4">{intl.formatMessage({ id: 'shippingLists.print.paper.A4' })}</option>
                <option value="Letter">{intl.formatMessage({ id: 'shippingLists.print.paper.Letter' })}</option>
              </select>
            </label>
            <label>
              <FormattedMessage id="shippingLists.print.operator" />
              <input value={operator} maxLength={60} onChange={(e) => setOperator(e.currentTarget.value)} />
            </label>
          </>
        ) : (
          <>
            <label>
              <FormattedMessage id="shippingLists.print.labelSize" />
              <select value={size} onChange={(e) => setSize((Object.keys(LABEL_SIZES) as LabelSize[]).find((s) => s === e.currentTarget.value) ?? '50x30')}>
                {(Object.keys(LABEL_SIZES) as LabelSize[]).map((s) => (
                  <option key={s} value={s}>{`${s.replace('x', ' × ')} mm`}</option>
                ))}
              </select>
            </label>
            <label>
              <FormattedMessage id="shippingLists.print.labelCode" />
              <select value={labelCode} onChange={(e) => setLabelCode(e.currentTarget.value === 'sku' ? 'sku' : 'msku')}>
                <option value="msku">MSKU</option>
                <option value="sku">SKU</option>
              </select>
            </label>
            <span className="print-count">
              <FormattedMessage id="shippingLists.print.labelCount" values={{ count: labels.length }} />
            </span>
            <label className="print-inline">
              <input type="checkbox" checked={textOnly} onChange={(e) => setTextOnly(e.currentTarget.checked)} />
              <FormattedMessage id="shippingLists.print.textOnly" />
            </label>
          </>
        )}
        <span className="print-toolbar-end">
          <Button variant="primary" isDisabled={!ready} onPress={() => window.print()}>
            <FormattedMessage id="shippingLists.print.print" />
          </Button>
          <Button onPress={onClose}>
            <FormattedMessage id="shippingLists.print.close" />
          </Button>
        </span>
        {kind === 'labels' && drawing.state !== 'done' && details ? (
          <div className="print-progress" role="status" data-drawing={drawing.state}>
            <progress value={drawing.drawn} max={drawing.total} aria-label={intl.formatMessage({ id: 'shippingLists.print.drawing' }, { drawn: drawing.drawn, total: drawing.total })} />
            <FormattedMessage
              id={drawing.state === 'stopped' ? 'shippingLists.print.stopped' : 'shippingLists.print.drawing'}
              values={{ drawn: drawing.drawn, total: drawing.total }}
            />
            {/* Keyed apart: one Button reused for both kept the Stop press's state, and a press of "Prepare the
                rest" right after could be dropped (seen on a loaded machine). */}
            {drawing.state === 'stopped' ? (
              <Button key="resume" onPress={drawing.resume}>
                <FormattedMessage id="shippingLists.print.resume" />
              </Button>
            ) : (
              <Button key="stop" onPress={drawing.stop}>
                <FormattedMessage id="shippingLists.print.stop" />
              </Button>
            )}
          </div>
        ) : null}
        {narrow ? (
          <div className="print-warning" role="alert" data-narrow={narrow.labels}>
            <FormattedMessage
              id="shippingLists.print.narrow"
              values={{ count: narrow.labels, size: size.replace('x', ' × '), module: mm(narrow.moduleMm), min: mm(MIN_READABLE_MODULE_MM) }}
            />
            {narrow.fits ? (
              <Button onPress={() => narrow.fits && setSize(narrow.fits)}>
                <FormattedMessage id="shippingLists.print.useSize" values={{ size: narrow.fits.replace('x', ' × ') }} />
              </Button>
            ) : (
              <span><FormattedMessage id="shippingLists.print.noSizeFits" /></span>
            )}
            <Button onPress={() => setTextOnly(true)}>
              <FormattedMessage id="shippingLists.print.textOnly" />
            </Button>
          </div>
        ) : null}
        {kind === 'labels' && lines.length > 0 ? (
          <fieldset className="print-copies">
            <legend><FormattedMessage id="shippingLists.print.copies" /></legend>
            {lines.map((l) => (
              <label key={l.key}>
                <span className="print-mono">{labelValue(l, labelCode)}</span>
                <input
                  type="number"
                  min={0}
                  max={999}
                  value={copies[l.key] ?? l.defaultCopies}
                  aria-label={intl.formatMessage({ id: 'shippingLists.print.copiesOf' }, { code: labelValue(l, labelCode), list: l.listCode })}
                  onChange={(e) => {
                    const n = e.currentTarget.valueAsNumber;
                    setCopies((c) => ({ ...c, [l.key]: Number.isFinite(n) ? n : 0 }));
                  }}
                />
              </label>
            ))}
          </fieldset>
        ) : null}
      </form>
      <div
        className="print-paper"
        data-paper={kind === 'sheet' ? paper : size}
        data-complete={ready}
        data-not-ready={intl.formatMessage({ id: 'shippingLists.print.notReady' })}
      >
        {!sheet ? (
          <p role="status"><FormattedMessage id="shippingLists.print.loading" values={{ count: codes.length }} /></p>
        ) : kind === 'sheet' ? (
          <PickSheet sheet={sheet} operator={operator} printedAt={printedAt} />
        ) : (
          <LabelSheet labels={labels} size={size} drawn={drawing.drawn} textOnly={textOnly} />
        )}
      </div>
      </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
