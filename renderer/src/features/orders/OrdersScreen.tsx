// Order merge: choose the platform, paste or type the order ids (one group per line), confirm, then one
// result line per merged group and per failure. Ids stay text end to end, so ids above 2^53 stay exact.
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { FieldError, Input, Label, Text, TextArea, TextField } from 'react-aria-components';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { mergeGroupKey, MERGE_UNSUPPORTED_PLATFORMS } from '../../../../shared/catalogue';
import { useStartJob } from '../../api/mutations';
import { useActiveProfile } from '../../api/queries';
import { Button } from '../../components/Button';
import { useConfirm } from '../../components/ConfirmDialog';
import { ErrorNotice } from '../../components/ErrorNotice';
import { Panel } from '../../components/Panel';
import { MergeResults } from './components/MergeResults';
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
    case 'noGroups':
      return intl.formatMessage({ id: 'orders.issue.noGroups' });
    case 'groupTooSmall':
      return intl.formatMessage({ id: 'orders.issue.groupTooSmall' }, { line: issue.line });
    case 'groupTooLarge':
      return intl.formatMessage({ id: 'orders.issue.groupTooLarge' }, { line: issue.line, count: issue.count });
    case 'badId':
      return intl.formatMessage({ id: 'orders.issue.badId' }, { line: issue.line, id: issue.id });
    case 'repeatedId':
      return intl.formatMessage({ id: 'orders.issue.repeatedId' }, { line: issue.line, id: issue.id });
  }
}

const isPlatformIssue = (i: MergeIssue) => i.kind.startsWith('platform');

export function OrdersScreen() {
  const intl = useIntl();
  const { job } = route.useSearch();
  const navigate = useNavigate({ from: '/orders' });
  const confirm = useConfirm();
  const profile = useActiveProfile();
  const start = useStartJob('mergeOrders');
  const [platform, setPlatform] = useState('');
  const [ids, setIds] = useState('');
  const [issues, setIssues] = useState<MergeIssue[] | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { plan, issues: found } = planMerge(platform, ids);
    setIssues(found);
    if (!plan) return;
    const orders = plan.groups.reduce((n, g) => n + g.orders.length, 0);
    const yes = await confirm({
      title: intl.formatMessage({ id: 'orders.confirm.title' }),
      count: orders,
      target: intl.formatMessage({ id: 'orders.confirm.target' }, { platform: plan.platform, profile: profile?.name ?? '' }),
      body: intl.formatMessage({ id: 'orders.confirm.body' }, { groups: plan.groups.length }),
      confirmLabel: intl.formatMessage({ id: 'orders.confirm.go' }, { count: orders }),
    });
    if (!yes) return;
    const summary = await start.mutateAsync({
      rows: plan.groups.map((g) => ({ key: mergeGroupKey(g.orders), input: { platform_code: plan.platform, order_list: g.orders } })),
      label: intl.formatMessage({ id: 'orders.jobLabel' }, { count: plan.groups.length, platform: plan.platform }),
    });
    void navigate({ search: (s) => ({ ...s, job: summary.jobId }) });
  };

  const platformIssue = issues?.find(isPlatformIssue);
  const idIssues = issues?.filter((i) => !isPlatformIssue(i)) ?? [];
  return (
    <div className="screen orders">
      <h1>
        <FormattedMessage id="orders.title" />
      </h1>
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
          <TextField className="field" value={ids} onChange={setIds} isInvalid={idIssues.length > 0} isRequired>
            <Label>
              <FormattedMessage id="orders.ids.label" />
            </Label>
            <TextArea className="input ids-input" rows={6} spellCheck={false} />
            <Text slot="description" className="description">
              <FormattedMessage id="orders.ids.hint" />
            </Text>
            <FieldError className="field-error">
              {idIssues.length > 0 ? (
                <ul className="issue-list">
                  {idIssues.map((i, n) => (
                    <li key={n}>{issueText(intl, i)}</li>
                  ))}
                </ul>
              ) : null}
            </FieldError>
          </TextField>
          <div className="form-actions">
            <Button type="submit" variant="primary" isDisabled={start.isPending}>
              <FormattedMessage id="orders.merge.go" />
            </Button>
          </div>
          {start.error ? <ErrorNotice error={start.error} /> : null}
        </form>
      </Panel>
      {job ? (
        <Panel id="merge-results" title={<FormattedMessage id="orders.result.title" />}>
          <MergeResults jobId={job} />
        </Panel>
      ) : null}
    </div>
  );
}
