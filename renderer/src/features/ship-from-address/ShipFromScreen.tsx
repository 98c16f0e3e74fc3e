// Ship-from address (spec §4.12): choose the shipment's address-book entry (store sid + address id), edit
// every field, check it with the catalogue's schema before sending, send it as a one-row job, and show the
// outcome on the fields. What is typed is kept in a draft (per profile) until it is sent successfully.
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@tanstack/react-router';
import type { OperationInput } from '../../../../shared/catalogue';
import { useBridge } from '../../bridge/context';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { ErrorNotice, VendorReason } from '../../components/ErrorNotice';
import { Panel } from '../../components/Panel';
import { useFormat } from '../../i18n/format';
import { useOperationForm } from '../../forms/use-operation-form';
import { AddressField } from './components/AddressField';
import { deleteFormDraft, loadFormDraft, loadRecent, saveFormDraft, type FormValues, type RecentEntry } from './drafts';
import { ADDRESS_FIELDS, FORM_FIELDS } from './fields';
import { useSendAddress, type Outcome } from './use-send-address';
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

const SAVE_DELAY_MS = 500;

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
        <p className="notice" role="status">
          <FormattedMessage id="shipFrom.outcome.sending" />
        </p>
      );
    case 'succeeded':
      return (
        <div className="outcome tone-ok" role="status" data-outcome="succeeded">
          <Badge tone="ok">
            <FormattedMessage id="shipFrom.outcome.succeeded" />
          </Badge>{' '}
          <FormattedMessage id="shipFrom.outcome.succeededBody" /> {activity}
        </div>
      );
    case 'refused':
      return (
        <div className="outcome tone-bad" role="alert" data-outcome="refused">
          <Badge tone="bad">
            <FormattedMessage id="shipFrom.outcome.refused" />
          </Badge>{' '}
          <VendorReason code={outcome.row.code} reason={outcome.row.reason} />
          <p className="small">
            <FormattedMessage id={outcome.field ? 'shipFrom.outcome.refusedField' : 'shipFrom.outcome.refusedNoField'} values={{ field: outcome.field ? intl.formatMessage({ id: `shipFrom.field.${outcome.field}` }) : '' }} /> {activity}
          </p>
        </div>
      );
    case 'invalid':
      return (
        <div className="outcome tone-bad" role="alert" data-outcome="invalid">
          <FormattedMessage id="shipFrom.outcome.invalid" />
        </div>
      );
    case 'unknown':
      return (
        <div className="outcome tone-warn" role="alert" data-outcome="unknown">
          <Badge tone="warn">
            <FormattedMessage id="shipFrom.outcome.unknown" />
          </Badge>{' '}
          <FormattedMessage id="shipFrom.outcome.unknownBody" /> {activity}
        </div>
      );
    case 'halted':
      return (
        <div className="outcome tone-bad" role="alert" data-outcome="halted">
          <FormattedMessage id="shipFrom.outcome.halted" values={{ code: outcome.job.error?.code ?? '' }} /> <span lang="en">{outcome.job.error?.message ?? ''}</span> {activity}
        </div>
      );
    case 'start-failed':
      return <ErrorNotice error={outcome.error} />;
  }
}

export function ShipFromScreen() {
  const intl = useIntl();
  const f = useFormat();
  const bridge = useBridge();
  const search = routeApi.useSearch();
  const form = useOperationForm('updateShipFromAddress', { defaultValues: { ...EMPTY, sid: search.sid ?? '', id: search.id ?? '' } });
  const [draftInfo, setDraftInfo] = useState<{ savedAt: string; restored: boolean } | null>(null);
  const [draftError, setDraftError] = useState<unknown>(null);
  const [recent, setRecent] = useState<RecentEntry[]>([]);
  const loaded = useRef(false);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  // The unsent draft comes back first; a link's sid/id is used only when there is none to restore.
  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const [draft, entries] = await Promise.all([loadFormDraft(bridge), loadRecent(bridge)]);
        if (!live) return;
        setRecent(entries);
        if (draft) {
          form.reset({ ...EMPTY, ...draft.values } as Input, { keepDefaultValues: true });
          setDraftInfo({ savedAt: draft.savedAt, restored: true });
        }
      } catch (err) {
        if (live) setDraftError(err);
      } finally {
        loaded.current = true;
      }
    })();
    return () => {
      live = false;
    };
  }, [bridge, form]);

  // Every change is kept in the draft shortly after typing stops.
  useEffect(() => {
    const sub = form.watch((values) => {
      if (!loaded.current) return;
      if (saveTimer.current) clearTimeout(saveTimer.current);
      saveTimer.current = setTimeout(() => {
        const plain: FormValues = {};
        for (const k of FORM_FIELDS) {
          const v = (values as Record<string, unknown>)[k];
          if (v !== undefined && v !== null) plain[k] = String(v);
        }
        saveFormDraft(bridge, plain).then(
          () => setDraftInfo({ savedAt: new Date().toISOString(), restored: false }),
          (err: unknown) => setDraftError(err),
        );
      }, SAVE_DELAY_MS);
    });
    return () => {
      sub.unsubscribe();
      if (saveTimer.current) clearTimeout(saveTimer.current);
    };
  }, [form, bridge]);

  const onSent = useCallback((entries: RecentEntry[]) => {
    if (saveTimer.current) clearTimeout(saveTimer.current);
    setDraftInfo(null);
    setRecent(entries);
  }, []);
  const { send, outcome, jobId, sending } = useSendAddress(form, onSent);

  const discardDraft = async () => {
    if (saveTimer.current) clearTimeout(saveTimer.current);
    await deleteFormDraft(bridge);
    form.reset({ ...EMPTY, sid: search.sid ?? '', id: search.id ?? '' });
    setDraftInfo(null);
  };
  const pickRecent = (e: RecentEntry) => {
    form.setValue('sid', e.sid, { shouldDirty: true });
    form.setValue('id', e.id, { shouldDirty: true });
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
        <Panel id="ship-from-entry" title={<FormattedMessage id="shipFrom.entry.title" />}>
          <p className="small muted">
            <FormattedMessage id="shipFrom.entry.hint" />
          </p>
          <div className="form-grid">
            <AddressField control={form.control} name="sid" description={intl.formatMessage({ id: 'shipFrom.field.sid.hint' })} />
            <AddressField control={form.control} name="id" description={intl.formatMessage({ id: 'shipFrom.field.id.hint' })} />
          </div>
          {recent.length > 0 ? (
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
        <div className="form-actions row">
          <Button type="submit" variant="primary" isDisabled={sending}>
            <FormattedMessage id="shipFrom.send" />
          </Button>
          {draftInfo ? (
            <>
              <span className="small muted" role="status" data-testid="draft-status">
                <FormattedMessage id={draftInfo.restored ? 'shipFrom.draft.restored' : 'shipFrom.draft.saved'} values={{ time: f.time(draftInfo.savedAt) }} />
              </span>
              <Button variant="quiet" onPress={() => void discardDraft()}>
                <FormattedMessage id="shipFrom.draft.discard" />
              </Button>
            </>
          ) : null}
        </div>
        {draftError ? <ErrorNotice error={draftError} /> : null}
        {outcome ? <OutcomeNotice outcome={outcome} jobId={jobId} /> : null}
      </form>
    </div>
  );
}
