// Listings (chatx, spec §4.10): every filter in the address, parents with their children, a column chooser,
// and un-pairing of the ticked lines by MSKU ID (spec §4.4) with per-item results.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useBridge } from '../../bridge/context';
import { Button } from '../../components/Button';
import { AppDialog } from '../../components/Dialog';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Panel } from '../../components/Panel';
import { COLUMNS, loadVisibility, saveVisibility, type Visibility } from './columns';
import { ListingsFilters } from './components/ListingsFilters';
import { ListingsTable } from './components/ListingsTable';
import { MultiPick } from './components/MultiPick';
import { Pager } from './components/Pager';
import { PairingFieldHelp } from './components/PairingFieldHelp';
import { UnpairByIds } from './components/UnpairByIds';
import { UnpairResults } from './components/UnpairResults';
import { facetsQuery, listingsPageQuery } from './queries';
import { pageSizeOf } from './request';
import type { ListingsSearch } from './search';
import { toLines, type ListingLine } from './types';
import { revealInScroller } from '../../components/reveal';
import { useUnpair } from './use-unpair';
import './listings.css';

const routeApi = getRouteApi('/listings');

export function ListingsScreen() {
  const intl = useIntl();
  const bridge = useBridge();
  const search = routeApi.useSearch();
  const navigate = useNavigate({ from: '/listings' });
  const page = useQuery({ ...listingsPageQuery(bridge, search), placeholderData: keepPreviousData });
  const facets = useQuery(facetsQuery(bridge));
  const [visibility, setVisibility] = useState<Visibility>(() => loadVisibility());
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [helpOpen, setHelpOpen] = useState(false);

  const lines = useMemo(() => toLines(page.data?.data?.list ?? []), [page.data]);
  const byRowId = useMemo(() => {
    const m = new Map<string, ListingLine>();
    for (const l of lines) for (const x of [l, ...l.children]) m.set(x.rowId, x);
    return m;
  }, [lines]);
  // A new page is a new set of lines: a tick never silently carries over to rows the user cannot see.
  useEffect(() => {
    setSelection({});
  }, [lines]);
  const selected = useMemo(() => Object.keys(selection)
    .filter((id) => selection[id])
    .map((id) => byRowId.get(id))
    .filter((l): l is ListingLine => l !== undefined), [selection, byRowId]);
  const unpair = useUnpair(selected);
  const { bulk } = unpair;
  const resultsRef = useRef<HTMLDivElement>(null);
  const hasResults = bulk.record.last.length > 0 || unpair.refused.length > 0;
  // A send (or its refusals) takes the user, and the screen reader's focus, to the results below the table.
  // Only the screen's own scroller moves: scrolling the document shifted the whole window (issue 17).
  const [reveal, setReveal] = useState(0);
  useEffect(() => {
    if (reveal > 0) revealInScroller(resultsRef.current);
  }, [reveal]);

  const size = pageSizeOf(search);
  const total = page.data?.data?.count ?? 0;
  const apply = (next: ListingsSearch) => void navigate({ search: next });
  const onSort = (field: string) =>
    void navigate({ search: (s) => ({ ...s, sort: field, dir: s.sort === field && (s.dir ?? 'asc') === 'asc' ? 'desc' : 'asc', page: undefined }) });
  const columnOptions = COLUMNS.map((c) => ({ id: c.id, label: intl.formatMessage({ id: `listings.col.${c.id}` }) }));
  const chooseColumns = (ids: string[]) => {
    const next = Object.fromEntries(COLUMNS.map((c) => [c.id, ids.includes(c.id)]));
    setVisibility(next);
    saveVisibility(next);
  };

  return (
    <div className="screen listings-screen stack">
      <header className="screen-head">
        <h1>
          <FormattedMessage id="listings.title" />
        </h1>
        <p className="muted">
          <FormattedMessage id="listings.summary" />
        </p>
      </header>
      <ListingsFilters search={search} facets={facets.data} onApply={apply} />
      <Panel
        id="listings-results"
        title={<FormattedMessage id="listings.results.title" values={{ total }} />}
        actions={
          <>
            <MultiPick
              label={intl.formatMessage({ id: 'listings.columns' })}
              options={columnOptions}
              selected={COLUMNS.filter((c) => visibility[c.id] !== false).map((c) => c.id)}
              onChange={chooseColumns}
              noneText={intl.formatMessage({ id: 'listings.columns.none' })}
            />
            <Button variant="quiet" onPress={() => setHelpOpen(true)}>
              <FormattedMessage id="listings.help.open" />
            </Button>
            <Button
              variant="danger"
              isDisabled={selected.length === 0 || bulk.live || bulk.plan.loading || !unpair.draft.loaded}
              onPress={() =>
                void unpair.unpairSelected().then((started) => {
                  if (started) setSelection({});
                  if (started || unpair.selectionOffered.length === 0) setReveal((n) => n + 1);
                })
              }
            >
              <FormattedMessage id="listings.unpair.button" values={{ count: unpair.selectionOffered.length }} />
            </Button>
            {unpair.selectionAgain.length > 0 && !bulk.live ? (
              <Button variant="quiet" onPress={() => void unpair.unpairAgain().then((started) => started && setSelection({}))} data-testid="unpair-again">
                <FormattedMessage id="listings.unpair.again" values={{ count: unpair.selectionAgain.length }} />
              </Button>
            ) : null}
          </>
        }
      >
        {page.error ? <ErrorNotice error={page.error} /> : null}
        {page.isPending ? (
          <p className="muted">
            <FormattedMessage id="common.loading" />
          </p>
        ) : (
          <>
            <ListingsTable lines={lines} visibility={visibility} selection={selection} onSelectionChange={setSelection} sort={{ field: search.sort, dir: search.dir }} onSort={onSort} />
            <Pager page={search.page ?? 0} size={size} total={total} onPage={(p) => void navigate({ search: (s) => ({ ...s, page: p > 0 ? p : undefined }) })} />
          </>
        )}
      </Panel>
      {hasResults ? (
        <div ref={resultsRef} tabIndex={-1} className="unpair-results-anchor">
          <Panel id="unpair-results" title={<FormattedMessage id="listings.result.title" />}>
            <UnpairResults unpair={unpair} />
          </Panel>
        </div>
      ) : null}
      <Panel id="unpair-by-ids" title={<FormattedMessage id="listings.pasted.title" />}>
        <p className="muted">
          <FormattedMessage id="listings.pasted.intro" />
        </p>
        <UnpairByIds unpair={unpair} onHelp={() => setHelpOpen(true)} />
      </Panel>
      <AppDialog isOpen={helpOpen} onOpenChange={setHelpOpen} title={<FormattedMessage id="listings.help.title" />}>
        <PairingFieldHelp />
        <div className="dialog-actions">
          <Button onPress={() => setHelpOpen(false)} autoFocus>
            <FormattedMessage id="common.close" />
          </Button>
        </div>
      </AppDialog>
    </div>
  );
}
