// Ship-from address (spec §4.12): choose the shipment's address-book entry (store sid + address id), edit
// every field, check it with the catalogue's schema before sending, send it through the job lifecycle (one
// item, confirmed), and show the outcome at the top of the form and on the fields. One-shot: once the address
// may have been applied the form is locked until "Start a new one"; the draft keeps the form and the send.
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OperationInput } from '../../../../shared/catalogue';
import { useBridge } from '../../bridge/context';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { useConfirm } from '../../components/ConfirmDialog';
import { ErrorNotice, VendorReason } from '../../components/ErrorNotice';
import { DraftStatus } from '../../components/grid/bulk/DraftStatus';
import { JobPanel } from '../../components/job';
import { Panel } from '../../components/Panel';
import { useOperationForm } from '../../forms/use-operation-form';
import { AddressField } from './components/AddressField';
import { loadRecent, valuesOfRecent, type RecentEntry } from './drafts';
import { ADDRESS_FIELDS } from './fields';
import { ADDRESS_ITEM, type Outcome } from './outcome';
import { useSendAddress } from './use-send-address';
import './ship-from.css';

const routeApi = getRouteApi('/ship-from-address');
type Input = OperationInput<'updateShipFromAddress'>;

const EMPTY: Input = {
  sid: '',
  id: '',
  alias_name: '',
  sender_name: '',
  country_name: '',
  province: '',
  city: '',
  region: '',
  street_detail1: '',
  street_detail2: '',
  zip_code: '',
  phone: '',
};

function OutcomeNotice({ outcome, jobId }: { outcome: Outcome; jobId: string | null }) {
  const intl = useIntl();
  const activity = jobId ? (
    <Link to="/activity" search={{ job: jobId }}>
      <FormattedMessage id="shipFrom.outcome.inActivity" />
    </Link>
  ) : null;
  switch (outcome.kind) {
    case 'sending':
      return (
        <p className="notice" data-outcome="sending">
          <FormattedMessage id="shipFrom.outcome.sending" />
        </p>
      );
    case 'succeeded':
      return (
        <div className="outcome tone-ok" data-outcome="succeeded">
          <Badge tone="ok">
            <FormattedMessage id="shipFrom.outcome.succeeded" />
          </Badge>{' '}
          <FormattedMessage id="shipFrom.outcome.succeededBody" /> {activity}
        </div>
      );
    case 'refused':
      return (
        <div className="outcome tone-bad" data-outcome="refused">
          <Badge tone="bad">
            <FormattedMessage id="shipFrom.outcome.refused" />
          </Badge>{' '}
          <VendorReason code={outcome.code} reason={outcome.reason} />
          <p className="small">
            <FormattedMessage id={outcome.field ? 'shipFrom.outcome.refusedField' : 'shipFrom.outcome.refusedNoField'} values={{ field: outcome.field ? intl.formatMessage({ id: `shipFrom.field.${outcome.field}` }) : '' }} /> {activity}
          </p>
        </div>
      );
    case 'invalid':
      return (
        <div className="outcome tone-bad" data-outcome="invalid">
          <FormattedMessage id="shipFrom.outcome.invalid" />
        </div>
      );
    case 'unknown':
      return (
        <div className="outcome tone-warn" data-outcome="unknown">
          <Badge tone="warn">
            <FormattedMessage id="shipFrom.outcome.unknown" />
          </Badge>{' '}
          <FormattedMessage id="shipFrom.outcome.unknownBody" /> {activity}
        </div>
      );
    case 'changed':
      return (
        <div className="outcome tone-warn" data-outcome="changed">
          <FormattedMessage id="shipFrom.outcome.changed" /> {activity}
        </div>
      );
    case 'halted':
      return (
        <div className="outcome tone-bad" data-outcome="halted">
          <FormattedMessage id="shipFrom.outcome.halted" values={{ code: outcome.job?.error?.code ?? '' }} /> <span lang="en">{outcome.job?.error?.message ?? ''}</span> {activity}
        </div>
      );
  }
}

export function ShipFromScreen() {
  const intl = useIntl();
  const bridge = useBridge();
  const search = routeApi.useSearch();
  const initial = useMemo<Input>(() => ({ ...EMPTY, sid: search.sid ?? '', id: search.id ?? '' }), [search.sid, search.id]);
  const form = useOperationForm('updateShipFromAddress', { defaultValues: initial });
  const [recent, setRecent] = useState<RecentEntry[]>([]);
  const recentHooks = useMemo(() => ({ onSaved: setRecent, empty: EMPTY }), []);
  const { bulk, send, outcome, locked, draft, startNew, sending } = useSendAddress(form, recentHooks);
  const confirm = useConfirm();

  useEffect(() => {
    let live = true;
    loadRecent(bridge).then(
      (entries) => live && setRecent(entries),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [bridge]);

  // The result is shown at the top of the form and takes the focus when a send ends (not on every visit).
  const resultRef = useRef<HTMLDivElement>(null);
  const sawSending = useRef(false);
  if (outcome?.kind === 'sending') sawSending.current = true;
  const settled = outcome !== null && outcome.kind !== 'sending';
  useEffect(() => {
    if (!settled || !sawSending.current) return;
    sawSending.current = false;
    // preventScroll, then nearest: only the screen's own scroller moves, never the window (no layout jump).
    resultRef.current?.focus({ preventScroll: true });
    resultRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [settled]);

  const startOver = async (kind: 'new' | 'discard') => {
    const ok = await confirm({
      title: intl.formatMessage({ id: kind === 'new' ? 'bulk.oneShot.newTitle' : 'shipFrom.draft.discardTitle' }),
      target: intl.formatMessage({ id: 'bulk.oneShot.target' }),
      body: kind === 'new' ? intl.formatMessage({ id: 'bulk.oneShot.newBody' }) : undefined,
      confirmLabel: intl.formatMessage({ id: kind === 'new' ? 'bulk.oneShot.new' : 'shipFrom.draft.discard' }),
      danger: kind === 'discard',
    });
    if (!ok) return;
    await startNew(kind === 'new' ? EMPTY : initial);
    if (kind === 'new') setTimeout(() => form.setFocus('sid'), 0);
  };
  const pickRecent = (e: RecentEntry) => {
    // Every field of the address as it was applied, not just where it is: the user changes what differs.
    for (const [field, value] of Object.entries(valuesOfRecent(e)) as [keyof Input, string][]) form.setValue(field, value, { shouldDirty: true });
    form.setFocus('alias_name');
  };

  return (
    <div className="screen ship-from-screen stack">
      <header className="screen-head">
        <h1>
          <FormattedMessage id="shipFrom.title" />
        </h1>
        <p className="muted">
          <FormattedMessage id="shipFrom.summary" />
        </p>
      </header>
      <form
        className="ship-from-form stack"
        aria-label={intl.formatMessage({ id: 'shipFrom.form.label' })}
        noValidate
        onSubmit={(e) => {
          void send(e);
        }}
      >
        {outcome || bulk.job ? (
          <div ref={resultRef} tabIndex={-1} className="ship-from-result stack" role="region" aria-label={intl.formatMessage({ id: 'shipFrom.result.label' })} data-testid="ship-from-result">
            <div role="status" aria-live="polite">
              {outcome ? <OutcomeNotice outcome={outcome} jobId={bulk.plan.items.get(ADDRESS_ITEM)?.jobId ?? bulk.record.last.at(-1) ?? null} /> : null}
            </div>
            <JobPanel bulk={bulk} />
            {locked && !bulk.live ? (
              <div className="row">
                <span className="small">
                  <FormattedMessage id="bulk.oneShot.done" />
                </span>
                <Button variant="primary" onPress={() => void startOver('new')}>
                  <FormattedMessage id="bulk.oneShot.new" />
                </Button>
              </div>
            ) : null}
          </div>
        ) : null}
        {bulk.error ? <ErrorNotice error={bulk.error} /> : null}
        <fieldset className="bulk-lock stack" disabled={locked} data-locked={locked}>
          <Panel id="ship-from-entry" title={<FormattedMessage id="shipFrom.entry.title" />}>
            <p className="small muted">
              <FormattedMessage id="shipFrom.entry.hint" />
            </p>
            <div className="form-grid">
              <AddressField control={form.control} name="sid" description={intl.formatMessage({ id: 'shipFrom.field.sid.hint' })} />
              <AddressField control={form.control} name="id" description={intl.formatMessage({ id: 'shipFrom.field.id.hint' })} />
            </div>
            {recent.length > 0 && !locked ? (
              <div className="recent-entries">
                <h3 id="recent-h">
                  <FormattedMessage id="shipFrom.recent.title" />
                </h3>
                <ul aria-labelledby="recent-h" className="row">
                  {recent.map((e) => (
                    <li key={`${e.sid}:${e.id}`}>
                      <Button variant="quiet" onPress={() => pickRecent(e)}>
                        <FormattedMessage id="shipFrom.recent.entry" values={{ alias: e.alias, sid: e.sid, id: e.id }} />
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </Panel>
          <Panel id="ship-from-address" title={<FormattedMessage id="shipFrom.address.title" />}>
            <div className="form-grid">
              {ADDRESS_FIELDS.map((name) => (
                <AddressField
                  key={name}
                  control={form.control}
                  name={name}
                  description={name === 'province' ? intl.formatMessage({ id: 'shipFrom.field.province.hint' }) : name === 'alias_name' ? intl.formatMessage({ id: 'shipFrom.field.alias_name.hint' }) : undefined}
                />
              ))}
            </div>
            <p className="small muted">
              <FormattedMessage id="shipFrom.required" />
            </p>
          </Panel>
        </fieldset>
        <div className="form-actions row">
          <Button type="submit" variant="primary" isDisabled={sending || locked || !draft.loaded || bulk.plan.loading}>
            <FormattedMessage id="shipFrom.send" />
          </Button>
          <DraftStatus state={draft.state} />
          {!locked ? (
            <Button variant="quiet" isDisabled={sending} onPress={() => void startOver('discard')}>
              <FormattedMessage id="shipFrom.draft.discard" />
            </Button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
