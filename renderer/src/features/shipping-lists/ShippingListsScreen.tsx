// Shipping lists: scan or paste codes into the work queue, open a list's detail, pick the chosen lists.
import { useQueries, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { JobRow } from '../../../../shared/ipc';
import { useBridge } from '../../bridge/context';
import { Button } from '../../components/Button';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Panel } from '../../components/Panel';
import { beep } from './beep';
import { JobPanel } from '../../components/job';
import { SendResults } from '../../components/job/SendResults';
import { ScanBox, type ScanFeedback } from './components/ScanBox';
import { ShippingListDetail } from './components/ShippingListDetail';
import { isPickable } from './components/status';
import { WorkQueue } from './components/WorkQueue';
import { useRevealRequests, useRevealWhenReady } from './detail-reveal';
import { detailQuery, detailState, type DetailState } from './queries';
import { acceptCodes, isWellFormedCode } from './scan';
import type { PrintKind } from './print/PrintPreview';
import { pickTargets, usePicking } from './use-picking';
import { toggleSelectAll, useWorkQueue, type QueueEntry } from './work-queue';
import './shipping-lists.css';

const route = getRouteApi('/shipping-lists');
// The preview and bwip-js (most of this screen's bytes) load when the user prints, not with the screen (issue 33).
const PrintPreview = lazy(() => import('./print/PrintPreview').then((m) => ({ default: m.PrintPreview })));

export function ShippingListsScreen() {
  const bridge = useBridge();
  const intl = useIntl();
  const { code: openCode } = route.useSearch();
  const navigate = useNavigate({ from: '/shipping-lists' });
  const queue = useWorkQueue();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // What the last Clear removed, until Undo or Dismiss: a clear of 27 scans is one key away from coming back.
  const [cleared, setCleared] = useState<{ entries: QueueEntry[]; selected: ReadonlySet<string> } | null>(null);
  const [scanEpoch, setScanEpoch] = useState(0);
  const [printing, setPrinting] = useState<{ codes: string[]; kind: PrintKind } | null>(null);

  // Codes accepted but not rendered yet: a scanner can send the next code before React re-renders.
  const pending = useRef(new Set<string>());
  const scanInput = useRef<HTMLInputElement>(null);
  const backToScan = () => requestAnimationFrame(() => scanInput.current?.focus());
  const inQueue = new Set(queue.entries.map((e) => e.code));
  for (const c of pending.current) if (inQueue.has(c)) pending.current.delete(c);

  const queryable = queue.entries.filter((e) => isWellFormedCode(e.code));
  const results = useQueries({ queries: queryable.map((e) => detailQuery(bridge, e.code)) });
  const states = useMemo(() => {
    const m = new Map<string, DetailState>();
    queryable.forEach((e, i) => {
      const q = results[i];
      if (q) m.set(e.code, detailState(q));
    });
    return m;
    // results is a new array each render; the states follow it.
  }, [queryable, results]);

  // A code scanned now that the vendor turns out not to know gets the error tone when its answer arrives.
  const scannedNow = useRef(new Set<string>());
  useEffect(() => {
    for (const [code, state] of states) {
      if (state.kind === 'notFound' && scannedNow.current.delete(code)) beep('bad');
      else if (state.kind !== 'loading') scannedNow.current.delete(code);
    }
  }, [states]);

  const onCodes = (codes: string[]): ScanFeedback => {
    const { added, duplicates } = acceptCodes(new Set([...inQueue, ...pending.current]), codes);
    for (const c of added) {
      pending.current.add(c);
      scannedNow.current.add(c);
    }
    if (added.length) queue.add(added);
    return { added, duplicates, malformed: added.filter((c) => !isWellFormedCode(c)) };
  };

  const reveal = useRevealRequests(openCode);
  const open = (code: string) => {
    // The list already open is brought into view again; another one is when the route names it.
    if (code === openCode) reveal.again();
    else void navigate({ search: (s) => ({ ...s, code }) });
  };
  const toggle = (code: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(code);
      else next.delete(code);
      return next;
    });
  const clearQueue = () => {
    const entries = queue.clear();
    setCleared({ entries, selected });
    setSelected(new Set());
    // The scan box's last message spoke of the queue just emptied.
    setScanEpoch((n) => n + 1);
    backToScan();
  };
  const undoClear = () => {
    if (!cleared) return;
    queue.restore(cleared.entries);
    setSelected(cleared.selected);
    setCleared(null);
    backToScan();
  };
  const undoRef = useRef(undoClear);
  undoRef.current = undoClear;
  // Ctrl+Z undoes the clear from anywhere on the screen, except inside a text field holding text (its own undo).
  useEffect(() => {
    if (!cleared) return undefined;
    const onKey = (ev: globalThis.KeyboardEvent) => {
      if (!(ev.ctrlKey || ev.metaKey) || ev.shiftKey || ev.altKey || ev.key.toLowerCase() !== 'z') return;
      const t = ev.target;
      if ((t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement) && t.value !== '') return;
      ev.preventDefault();
      undoRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [cleared]);
  const selectPickable = () =>
    setSelected(new Set([...states].filter(([, s]) => s.kind === 'found' && isPickable(s.detail)).map(([c]) => c)));
  const chosen = queue.entries.map((e) => e.code).filter((c) => selected.has(c));
  const targets = useMemo(() => pickTargets(chosen, states), [chosen.join('\n'), states]);
  const allCodes = queue.entries.map((e) => e.code).join('\n');
  const queued = useMemo(() => pickTargets(allCodes === '' ? [] : allCodes.split('\n'), states), [allCodes, states]);
  const picking = usePicking(queued, targets);
  const { bulk } = picking;
  const printable = chosen.filter((c) => states.get(c)?.kind === 'found');
  const justPicked = picking.justPicked;
  // Each results row opens its list's detail, as a queue row does. A stable function: the results table caches
  // each row's shown form per `note`.
  const openRef = useRef(open);
  openRef.current = open;
  const { nameOf } = picking;
  const showDetail = useCallback(
    (row: JobRow) => {
      const code = nameOf(row);
      if (!code) return null;
      return (
        <Button variant="link" onPress={() => openRef.current(code)} aria-label={intl.formatMessage({ id: 'shippingLists.pick.showDetailOf' }, { code })}>
          <FormattedMessage id="shippingLists.pick.showDetail" />
        </Button>
      );
    },
    [nameOf, intl],
  );

  return (
    <div className="screen shipping-lists">
      <h1>
        <FormattedMessage id="shippingLists.title" />
      </h1>
      <div className="ship-layout">
        <div className="ship-side">
          <Panel id="scan" title={<FormattedMessage id="shippingLists.scan.title" />}>
            <ScanBox key={scanEpoch} onCodes={onCodes} input={scanInput} />
          </Panel>
          <Panel id="queue" title={<FormattedMessage id="shippingLists.queue.heading" values={{ count: queue.entries.length }} />}>
            <div className="queue-actions" role="group" aria-label={intl.formatMessage({ id: 'shippingLists.queue.actions' })}>
              <Button variant="primary" isDisabled={picking.offeredTargets.length === 0 || bulk.live || bulk.plan.loading || !picking.draft.loaded} onPress={() =>
                  void picking
                    .pick()
                    .then((started) => {
                      if (!started) return;
                      setSelected(new Set());
                      backToScan();
                    })
                    .catch(() => undefined)
                }>
                <FormattedMessage id="shippingLists.pick.button" values={{ count: picking.offeredTargets.length }} />
              </Button>
              <Button isDisabled={printable.length === 0} onPress={() => setPrinting({ codes: printable, kind: 'sheet' })}>
                <FormattedMessage id="shippingLists.print.sheetButton" values={{ count: printable.length }} />
              </Button>
              {justPicked.length > 0 ? (
                <Button onPress={() => setPrinting({ codes: justPicked, kind: 'sheet' })} data-testid="print-after-pick">
                  <FormattedMessage id="shippingLists.print.afterPick" values={{ count: justPicked.length }} />
                </Button>
              ) : null}
              <Button variant="quiet" onPress={selectPickable} isDisabled={states.size === 0}>
                <FormattedMessage id="shippingLists.queue.selectPickable" />
              </Button>
              <Button
                variant="quiet"
                onPress={clearQueue}
                isDisabled={queue.entries.length === 0}
              >
                <FormattedMessage id="shippingLists.queue.clear" />
              </Button>
            </div>
            {cleared ? (
              <div className="queue-undo row" role="status" data-testid="queue-undo">
                <span>
                  <FormattedMessage id="shippingLists.queue.cleared" values={{ count: cleared.entries.length }} />
                </span>
                <Button onPress={undoClear} aria-keyshortcuts="Control+Z">
                  <FormattedMessage id="shippingLists.queue.undo" />
                </Button>
                <Button variant="quiet" onPress={() => setCleared(null)}>
                  <FormattedMessage id="shippingLists.queue.dismissUndo" />
                </Button>
              </div>
            ) : null}
            {bulk.error ? <ErrorNotice error={bulk.error} /> : null}
            {queue.ready ? (
              <WorkQueue
                entries={queue.entries}
                states={states}
                selected={selected}
                outcomes={picking.outcomes}
                open={openCode}
                onToggle={toggle}
                onToggleAll={(selectable) => setSelected((s) => toggleSelectAll(selectable, s))}
                onOpen={open}
                onRemove={(c) => {
                  queue.remove([c]);
                  toggle(c, false);
                  backToScan();
                }}
              />
            ) : (
              <p className="muted" data-testid="queue-loading"><FormattedMessage id="common.loading" /></p>
            )}
          </Panel>
          {bulk.record.last.length > 0 ? (
            <Panel id="pick-results" title={<FormattedMessage id="shippingLists.pick.title" />}>
              <div className="pick-results stack" data-job-state={bulk.job?.state}>
                <JobPanel bulk={bulk} failureActions={false} />
                <SendResults bulk={bulk} label={intl.formatMessage({ id: 'shippingLists.pick.title' })} nameOf={picking.nameOf} note={showDetail} />
              </div>
            </Panel>
          ) : null}
        </div>
        <div className="ship-main">{openCode ? <DetailPane code={openCode} reveal={reveal.request} onPrint={(kind) => setPrinting({ codes: [openCode], kind })} /> : <NoSelection />}</div>
      </div>
      {printing ? (
        <Suspense
          fallback={
            <p className="muted" role="status" data-testid="print-opening">
              <FormattedMessage id="shippingLists.print.opening" />
            </p>
          }
        >
          <PrintPreview codes={printing.codes} initialKind={printing.kind} onClose={() => setPrinting(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

function NoSelection() {
  return (
    <div className="panel panel-body muted">
      <FormattedMessage id="shippingLists.detail.none" />
    </div>
  );
}

/** `reveal`: the screen's latest request to bring the detail into view (served once its answer is shown). */
function DetailPane({ code, reveal, onPrint }: { code: string; reveal: number; onPrint: (kind: PrintKind) => void }) {
  const bridge = useBridge();
  const q = useQuery(detailQuery(bridge, code));
  const state = detailState(q);
  const pane = useRevealWhenReady(reveal, state.kind !== 'loading');
  return (
    <div ref={pane} className="detail-pane" tabIndex={-1} data-testid="detail-pane">
      <DetailBody code={code} state={state} onPrint={onPrint} />
    </div>
  );
}

function DetailBody({ code, state, onPrint }: { code: string; state: DetailState; onPrint: (kind: PrintKind) => void }) {
  if (state.kind === 'loading') return <p className="muted" role="status"><FormattedMessage id="shippingLists.detail.loading" values={{ code }} /></p>;
  if (state.kind === 'notFound')
    return (
      <div className="panel panel-body" role="status" data-detail-state="notFound">
        <FormattedMessage id="shippingLists.detail.notFound" values={{ code }} />
      </div>
    );
  if (state.kind === 'error') return <ErrorNotice error={state.error} />;
  return <ShippingListDetail d={state.detail} onPrint={onPrint} />;
}
