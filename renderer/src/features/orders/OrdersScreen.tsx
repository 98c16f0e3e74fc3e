// Order merge: choose the platform, paste or type the order ids into the id grid (the one un-pairing uses),
// confirm, then the results in place: one line per merged set with its new order number, one per failure set.
// The send, its progress and the retry of failures run on the shared job lifecycle (useBulkJob: one row per
// order id); the form is a draft like every other screen's (the platform and ids as typed, the jobs of its last
// send), so the results come back after navigation, a reload or a restart; what was sent is the ledger's, so a
// merged order is never offered again ("Start a new merge" clears the form). Ids stay text end to end, so ids
// above 2^53 stay exact.
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { formatFor } from '../../i18n/locale-format';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { MERGE_MIN_ORDERS, MERGE_UNSUPPORTED_PLATFORMS } from '../../../../shared/catalogue';
import { useActiveProfile } from '../../api/queries';
import { Button } from '../../components/Button';
import { ErrorNotice } from '../../components/ErrorNotice';
import { DraftStatus } from '../../components/grid/bulk/DraftStatus';
import { IdListGrid, ID_COLUMN_ID, idsOf } from '../../components/grid/IdListGrid';
import type { GridRow } from '../../components/grid/model/types';
import type { GridValidation } from '../../components/grid/model/validation';
import { JobPanel, jobLabel, useBulkJob, type IdentifiedItem } from '../../components/job';
import { DRAFT_FIELD, useDraft } from '../../drafts/use-draft';
import { identityOf } from '../../ledger/identity';
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
      return intl.formatMessage({ id: 'orders.issue.platformUnsupported' }, { platform: issue.platform, list: formatFor(intl.locale).items(MERGE_UNSUPPORTED_PLATFORMS) });
    case 'tooFew':
      return intl.formatMessage({ id: 'orders.issue.tooFew' });
    case 'tooMany':
      return intl.formatMessage({ id: 'orders.issue.tooMany' }, { count: issue.count });
    case 'badId':
      return intl.formatMessage({ id: 'orders.issue.badId' }, { id: issue.id });
    case 'alreadyMerged':
      return intl.formatMessage({ id: 'orders.issue.alreadyMerged' }, { count: issue.count, min: MERGE_MIN_ORDERS });
  }
}

const isPlatformIssue = (i: MergeIssue) => i.kind.startsWith('platform');

const IDS_HEADER = 'orders.col.orderId';
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
  const profile = useActiveProfile();
  const [platform, setPlatform] = useState('');
  const [rows, setRows] = useState<GridRow[]>(() => rowsOf([]));
  const [gridIssues, setGridIssues] = useState(0);
  const [issues, setIssues] = useState<MergeIssue[] | null>(null);
  const [retryRefused, setRetryRefused] = useState<number | null>(null);
  const onValidation = useCallback((v: GridValidation) => setGridIssues(v.pending ? Math.max(v.total, 1) : v.total), []);

  // One row per order id: the id is the row key, the job's rows answer by it.
  const platformCode = platform.trim();
  const items = useMemo<IdentifiedItem[]>(
    () => idsOf(rows).map((id) => ({ id, values: { id }, identity: identityOf('mergeOrders', { platform_code: platformCode }, id) })),
    [rows, platformCode],
  );
  const bulk = useBulkJob({
    operation: 'mergeOrders',
    items,
    inputOf: (item) => item.id,
    common: { platform_code: platformCode },
    label: jobLabel('orders.jobLabel', { count: items.length, platform: platformCode }),
    target: intl.formatMessage({ id: 'orders.confirm.target' }, { platform: platformCode, profile: profile?.name ?? '' }),
    describe: (item) => item.id,
    exportName: 'merge-orders',
  });

  const content = useMemo<MergeDraft>(() => ({ platform, ids: typedIds(rows), job: bulk.record }), [platform, rows, bulk.record]);
  const { restore } = bulk;
  // What the user typed before the draft arrived wins over it (the draft store's early-input rule).
  const onLoad = useCallback(
    (d: MergeDraft) => {
      setPlatform(d.platform);
      setRows((typed) => (typedIds(typed).join('\n') === d.ids.join('\n') ? typed : rowsOf(d.ids)));
      restore(d.job);
    },
    [restore],
  );
  const draft = useDraft(MERGE_DRAFT, 'mergeOrders', content, mergeDraftSchema, onLoad, { job: bulk });
  const ownJob = bulk.record.last.at(-1) ?? null;
  // A link to another job (from Activity) shows that job's results; the screen's own job wins otherwise.
  const shownJob = linkedJob && linkedJob !== ownJob ? linkedJob : ownJob;
  // The platform and count the shown send went out with, as its label keeps them.
  const sentValues = bulk.job?.labelMessage?.values;
  const shownPlatform = String(sentValues?.platform ?? platformCode);
  const sentCount = Number(sentValues?.count ?? items.length);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (shownJob !== null || !draft.loaded) return;
    const { plan, issues: found } = planMerge(platform, idsOf(rows));
    setIssues(found);
    // The grid marks a bad id in its cell; nothing is sent while one is marked.
    if (!plan || gridIssues > 0) return;
    // Orders merged before (from any screen or tab) are not sent again: a merge of fewer than two cannot be made.
    if (bulk.toSend.length < MERGE_MIN_ORDERS && !bulk.plan.loading) {
      setIssues([{ kind: 'alreadyMerged', count: items.length - bulk.toSend.length }]);
      return;
    }
    await bulk.send();
  };

  const retry = () => {
    setRetryRefused(null);
    // A merge takes two orders: one failed order alone is refused here, before anything is asked or sent.
    if (bulk.retryCount < MERGE_MIN_ORDERS) setRetryRefused(bulk.retryCount);
    else void bulk.retryFailed();
  };

  const startNew = () => {
    bulk.reset();
    setPlatform('');
    setRows(rowsOf([]));
    setIssues(null);
    setRetryRefused(null);
    if (linkedJob) void navigate({ search: (s) => ({ ...s, job: undefined }) });
  };

  // The results take the form's place: the focus the form held (its send button, the dialog's return target)
  // would fall to the page, so a keyboard user lands on the results instead (issue 17).
  const resultsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (shownJob !== null && (active === null || active === document.body)) resultsRef.current?.focus({ preventScroll: true });
  }, [shownJob]);

  const platformIssue = issues?.find(isPlatformIssue);
  const idIssues = issues?.filter((i) => !isPlatformIssue(i)) ?? [];
  return (
    <div className="screen orders">
      <h1>
        <FormattedMessage id="orders.title" />
      </h1>
      {shownJob !== null ? (
        <Panel id="merge-results" title={<FormattedMessage id="orders.result.title" />}>
          <div className="stack merge-results-top" ref={resultsRef} tabIndex={-1}>
            {shownJob === ownJob ? (
              <>
                <p className="small muted">
                  <FormattedMessage id="orders.sent.summary" values={{ count: sentCount, platform: shownPlatform }} />
                </p>
                <JobPanel bulk={bulk} failureActions={false} />
              </>
            ) : null}
            <MergeResults
              jobId={shownJob}
              actions={
                <>
                  <div className="row form-actions">
                    {shownJob === ownJob && !bulk.live && bulk.retryCount > 0 ? (
                      <Button onPress={retry}>
                        <FormattedMessage id="orders.retry.action" values={{ count: bulk.retryCount }} />
                      </Button>
                    ) : null}
                    <Button onPress={startNew} isDisabled={bulk.live}>
                      <FormattedMessage id="orders.sent.new" />
                    </Button>
                  </div>
                  {retryRefused !== null ? (
                    <p className="field-error" role="alert">
                      <FormattedMessage id="orders.retry.tooFew" values={{ count: retryRefused, min: MERGE_MIN_ORDERS }} />
                    </p>
                  ) : null}
                  {bulk.error ? <ErrorNotice error={bulk.error} /> : null}
                </>
              }
            />
          </div>
        </Panel>
      ) : (
        <Panel id="merge" title={<FormattedMessage id="orders.merge.title" />}>
          <form className="form merge-form" onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate aria-label={intl.formatMessage({ id: 'orders.merge.title' })}>
            <TextField
              className="field"
              value={platform}
              onChange={setPlatform}
              isInvalid={platformIssue !== undefined}
              isRequired
              inputMode="numeric"
            >
              <Label>
                <FormattedMessage id="orders.platform.label" />
              </Label>
              <Input className="input platform-input" autoComplete="off" {...{ [DRAFT_FIELD]: 'platform' }} />
              <Text slot="description" className="description">
                <FormattedMessage id="orders.platform.hint" values={{ list: formatFor(intl.locale).items(MERGE_UNSUPPORTED_PLATFORMS) }} />
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
              <Button type="submit" variant="primary" isDisabled={bulk.live || !draft.loaded}>
                <FormattedMessage id="orders.merge.go" />
              </Button>
              <DraftStatus state={draft.state} />
            </div>
            {bulk.error ? <ErrorNotice error={bulk.error} /> : null}
          </form>
        </Panel>
      )}
    </div>
  );
}
