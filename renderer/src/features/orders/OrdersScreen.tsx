// Order merge: choose the platform, paste or type the order ids into the id grid (the one un-pairing uses),
// confirm, then the results in place: one line per merged set with its new order number, one per failure set.
// The form is a draft like every other screen's; once sent, the draft records what was sent and the job, so
// the results come back after navigation, a reload or a restart and the sent ids are never offered again
// ("Start a new merge" clears it). Ids stay text end to end, so ids above 2^53 stay exact.
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { MERGE_UNSUPPORTED_PLATFORMS } from '../../../../shared/catalogue';
import { useStartJob } from '../../api/mutations';
import { useActiveProfile } from '../../api/queries';
import { Button } from '../../components/Button';
import { useConfirm } from '../../components/ConfirmDialog';
import { ErrorNotice } from '../../components/ErrorNotice';
import { DraftStatus } from '../../components/grid/bulk/DraftStatus';
import { useDraft } from '../../components/grid/bulk/useDraft';
import { IdListGrid, ID_COLUMN_ID, idsOf } from '../../components/grid/IdListGrid';
import type { GridRow } from '../../components/grid/model/types';
import type { GridValidation } from '../../components/grid/model/validation';
import { Panel } from '../../components/Panel';
import { MergeResults } from './components/MergeResults';
import { MERGE_DRAFT, mergeDraftSchema, type MergeDraft } from './merge-draft';
import { planMerge, type MergeIssue } from './merge-input';
import './orders.css';

const route = getRouteApi('/orders');

function issueText(intl: IntlShape, issue: MergeIssue): string {
  switch (issue.kind) {
    case 'platformMissing':
      return intl.formatMessage({ id: 'orders.issue.platformMissing' });
    case 'platformNotNumeric':
      return intl.formatMessage({ id: 'orders.issue.platformNotNumeric' });
    case 'platformUnsupported':
      return intl.formatMessage({ id: 'orders.issue.platformUnsupported' }, { platform: issue.platform, list: MERGE_UNSUPPORTED_PLATFORMS.join(', ') });
    case 'tooFew':
      return intl.formatMessage({ id: 'orders.issue.tooFew' });
    case 'tooMany':
      return intl.formatMessage({ id: 'orders.issue.tooMany' }, { count: issue.count });
    case 'badId':
      return intl.formatMessage({ id: 'orders.issue.badId' }, { id: issue.id });
  }
}

const isPlatformIssue = (i: MergeIssue) => i.kind.startsWith('platform');

const IDS_HEADER = { en: 'Order id', zh: '订单号' };
const BLANK_ROWS = 5;
let rowCounter = 0;
const rowsOf = (ids: readonly string[]): GridRow[] =>
  [...ids, ...Array<string>(Math.max(0, BLANK_ROWS - ids.length)).fill('')].map(
    (id): GridRow => ({ id: `o${(++rowCounter).toString(36)}`, values: id === '' ? {} : { [ID_COLUMN_ID]: id } }),
  );
const typedIds = (rows: readonly GridRow[]) => rows.map((r) => r.values[ID_COLUMN_ID] ?? '').filter((id) => id.trim() !== '');

export function OrdersScreen() {
  const intl = useIntl();
  const { job: linkedJob } = route.useSearch();
  const navigate = useNavigate({ from: '/orders' });
  const confirm = useConfirm();
  const profile = useActiveProfile();
  const start = useStartJob('mergeOrders');
  const [platform, setPlatform] = useState('');
  const [rows, setRows] = useState<GridRow[]>(() => rowsOf([]));
  const [sent, setSent] = useState<MergeDraft['sent']>(null);
  const [gridIssues, setGridIssues] = useState(0);
  const [issues, setIssues] = useState<MergeIssue[] | null>(null);
  const onValidation = useCallback((v: GridValidation) => setGridIssues(v.pending ? Math.max(v.total, 1) : v.total), []);

  const content = useMemo<MergeDraft>(() => ({ platform, ids: typedIds(rows), sent }), [platform, rows, sent]);
  const onLoad = useCallback((d: MergeDraft) => {
    setPlatform(d.platform);
    setRows(rowsOf(d.ids));
    setSent(d.sent);
  }, []);
  const draft = useDraft(MERGE_DRAFT, 'mergeOrders', content, mergeDraftSchema, onLoad);
  // A link to a job (from Activity, or the address kept over a reload before the draft's save landed) wins.
  const shownJob = linkedJob ?? sent?.jobId ?? null;
  const shownSent = sent !== null && sent.jobId === shownJob ? sent : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (shownJob !== null || !draft.loaded) return;
    const { plan, issues: found } = planMerge(platform, idsOf(rows));
    setIssues(found);
    // The grid marks a bad id in its cell; nothing is sent while one is marked.
    if (!plan || gridIssues > 0) return;
    const orders = plan.orders.length;
    const yes = await confirm({
      title: intl.formatMessage({ id: 'orders.confirm.title' }),
      count: orders,
      target: intl.formatMessage({ id: 'orders.confirm.target' }, { platform: plan.platform, profile: profile?.name ?? '' }),
      body: intl.formatMessage({ id: 'orders.confirm.body' }),
      confirmLabel: intl.formatMessage({ id: 'orders.confirm.go' }, { count: orders }),
    });
    if (!yes) return;
    const summary = await start.mutateAsync({
      rows: plan.orders.map((id) => ({ key: id, input: id })),
      common: { platform_code: plan.platform },
      label: intl.formatMessage({ id: 'orders.jobLabel' }, { count: orders, platform: plan.platform }),
    });
    setSent({ jobId: summary.jobId, platform: plan.platform, orders: plan.orders, at: summary.createdAt });
    void navigate({ search: (s) => ({ ...s, job: summary.jobId }) });
  };

  const startNew = () => {
    setSent(null);
    setPlatform('');
    setRows(rowsOf([]));
    setIssues(null);
    void navigate({ search: (s) => ({ ...s, job: undefined }) });
  };

  const platformIssue = issues?.find(isPlatformIssue);
  const idIssues = issues?.filter((i) => !isPlatformIssue(i)) ?? [];
  return (
    <div className="screen orders">
      <h1>
        <FormattedMessage id="orders.title" />
      </h1>
      {shownJob !== null ? (
        <Panel id="merge-results" title={<FormattedMessage id="orders.result.title" />}>
          <div className="stack">
            {shownSent ? (
              <p className="small muted">
                <FormattedMessage id="orders.sent.summary" values={{ count: shownSent.orders.length, platform: shownSent.platform }} />
              </p>
            ) : null}
            <MergeResults jobId={shownJob} platform={shownSent?.platform ?? ''} />
            <div className="form-actions">
              <Button onPress={startNew}>
                <FormattedMessage id="orders.sent.new" />
              </Button>
            </div>
          </div>
        </Panel>
      ) : (
        <Panel id="merge" title={<FormattedMessage id="orders.merge.title" />}>
          <form className="form merge-form" onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate aria-label={intl.formatMessage({ id: 'orders.merge.title' })}>
            <TextField className="field" value={platform} onChange={setPlatform} isInvalid={platformIssue !== undefined} isRequired inputMode="numeric">
              <Label>
                <FormattedMessage id="orders.platform.label" />
              </Label>
              <Input className="input platform-input" autoComplete="off" />
              <Text slot="description" className="description">
                <FormattedMessage id="orders.platform.hint" values={{ list: MERGE_UNSUPPORTED_PLATFORMS.join(', ') }} />
              </Text>
              <FieldError className="field-error">{platformIssue ? issueText(intl, platformIssue) : null}</FieldError>
            </TextField>
            <div className="field ids-field" role="group" aria-labelledby="merge-ids-label" aria-describedby="merge-ids-hint">
              <span className="label" id="merge-ids-label">
                <FormattedMessage id="orders.ids.label" />
              </span>
              <IdListGrid
                operation="mergeOrders"
                rows={rows}
                onRowsChange={setRows}
                header={IDS_HEADER}
                label={intl.formatMessage({ id: 'orders.ids.label' })}
                height={240}
                onValidation={onValidation}
              />
              <p className="description" id="merge-ids-hint">
                <FormattedMessage id="orders.ids.hint" />
              </p>
              {idIssues.length > 0 || (issues !== null && gridIssues > 0) ? (
                <div className="field-error" role="alert">
                  <ul className="issue-list">
                    {idIssues.map((i, n) => (
                      <li key={n}>{issueText(intl, i)}</li>
                    ))}
                    {gridIssues > 0 ? <li>{intl.formatMessage({ id: 'orders.issue.gridInvalid' })}</li> : null}
                  </ul>
                </div>
              ) : null}
            </div>
            <div className="form-actions">
              <Button type="submit" variant="primary" isDisabled={start.isPending || !draft.loaded}>
                <FormattedMessage id="orders.merge.go" />
              </Button>
              <DraftStatus state={draft.state} />
            </div>
            {start.error ? <ErrorNotice error={start.error} /> : null}
          </form>
        </Panel>
      )}
    </div>
  );
}
