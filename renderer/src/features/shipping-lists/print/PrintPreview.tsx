// The print view: a full-window preview of the pick sheet or the labels with their options, printed by the
// browser's own print (window.print: in Electron that is webContents.print, and both offer Save as PDF). The
// print stylesheet hides the app and prints only the paper; @page sets the paper or label size. It is a React Aria
// modal: keyboard focus stays inside it, the app behind is hidden from assistive technology, Escape closes it and
// focus goes back to the button that opened it.
import { useQueries } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBridge } from '../../../bridge/context';
import { Button } from '../../../components/Button';
import { detailQuery, detailState, type ShippingDetail } from '../queries';
import { LabelSheet } from './LabelSheet';
import { LABEL_SIZES, expandLabels, labelLines, labelValue, type LabelCode, type LabelSize } from './labels';
import { PickSheet } from './PickSheet';
import { buildPickSheet } from './pick-sheet';
import './print.css';

export type PrintKind = 'sheet' | 'labels';
const PAPERS = { A4: 'A4', Letter: 'letter' } as const;
type Paper = keyof typeof PAPERS;
const OPERATOR_KEY = 'opsdesk.print.operator';

function pageRule(kind: PrintKind, paper: Paper, size: LabelSize): string {
  if (kind === 'labels') {
    const { w, h } = LABEL_SIZES[size];
    return `@page { size: ${w}mm ${h}mm; margin: 0; }`;
  }
  return `@page { size: ${PAPERS[paper]}; margin: 10mm; }`;
}

function useDetails(codes: readonly string[]): ShippingDetail[] | null {
  const bridge = useBridge();
  const results = useQueries({ queries: codes.map((c) => detailQuery(bridge, c)) });
  const found: ShippingDetail[] = [];
  for (const q of results) {
    const s = detailState(q);
    if (s.kind === 'loading') return null;
    if (s.kind === 'found') found.push(s.detail);
  }
  return found;
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

  return (
    <ModalOverlay className="print-root" isOpen isDismissable={false} onOpenChange={(open) => !open && onClose()}>
      <Modal className="print-modal">
      <Dialog className="print-dialog" aria-label={intl.formatMessage({ id: 'shippingLists.print.dialog' })} data-print-kind={kind}>
      <style>{pageRule(kind, paper, size)}</style>
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
          </>
        )}
        <span className="print-toolbar-end">
          <Button variant="primary" isDisabled={!details} onPress={() => window.print()}>
            <FormattedMessage id="shippingLists.print.print" />
          </Button>
          <Button onPress={onClose}>
            <FormattedMessage id="shippingLists.print.close" />
          </Button>
        </span>
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
      <div className="print-paper" data-paper={kind === 'sheet' ? paper : size}>
        {!sheet ? (
          <p role="status"><FormattedMessage id="shippingLists.print.loading" values={{ count: codes.length }} /></p>
        ) : kind === 'sheet' ? (
          <PickSheet sheet={sheet} operator={operator} printedAt={printedAt} />
        ) : (
          <LabelSheet labels={labels} size={size} />
        )}
      </div>
      </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
