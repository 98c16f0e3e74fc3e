// Settings → Scheduled syncs: the rules with their last run (outcome and counts), next run and why a due rule
// waits; Run now, Pause/Resume, Dry run (what would be sent: the count and the first rows), Edit, Remove; and a
// short form for a rule (its column mapping: ScheduleMappingEditor); and whether a run that needs a look is told
// with a system notification (app/shell/ScheduleNotifier.tsx tells). The rules live in the main process
// (electron/core/schedule/); this is a view of them.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { WriteOperationId } from '../../../../../shared/catalogue';
import type { ScheduleDryRun, ScheduleView } from '../../../../../shared/ipc';
import { useIpcMutation } from '../../../api/mutations';
import { useProfiles } from '../../../api/queries';
import { useSchedules } from '../../../api/schedules';
import { Badge, type Tone } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { useConfirm } from '../../../components/ConfirmDialog';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { NumberField, SelectField, SwitchField, TextField } from '../../../components/fields';
import { Panel } from '../../../components/Panel';
import { useFormat } from '../../../i18n/format';
import { useOperationTitle } from '../../../i18n/operation-title';
import { askNotifyPermission, setNotificationsOn, useNotifySetting } from '../../../app/shell/notify-setting';
import { checkForm, commonFieldsOf, emptyForm, formOf, SYNC_OPERATIONS, type ScheduleFormState } from '../schedule-form';
import { mappingPairs, type MappingIssue } from '../schedule-mapping';
import { ScheduleMappingEditor } from './ScheduleMappingEditor';

const TONE: Record<NonNullable<ScheduleView['lastRun']>['outcome'], Tone> = {
  running: 'info',
  succeeded: 'ok',
  nothingToSend: 'muted',
  failed: 'bad',
  unknown: 'warn',
  notSent: 'warn',
  refused: 'bad',
  error: 'bad',
};

function WhenText({ when }: { when: ScheduleView['rule']['when'] }) {
  if (when.kind === 'every') return <FormattedMessage id="settings.schedules.when.every" values={{ minutes: when.minutes }} />;
  if (when.kind === 'daily') return <FormattedMessage id="settings.schedules.when.daily" values={{ at: when.at }} />;
  return <FormattedMessage id="settings.schedules.when.onChange" />;
}

function LastRun({ view }: { view: ScheduleView }) {
  const f = useFormat();
  const run = view.lastRun;
  if (!run) return <FormattedMessage id="settings.schedules.last.never" />;
  return (
    <div className="schedule-last" data-outcome={run.outcome}>
      <div>{f.dateTime(new Date(run.at).toISOString())}</div>
      <Badge tone={TONE[run.outcome]}>
        <FormattedMessage id={`settings.schedules.outcome.${run.outcome}`} />
      </Badge>
      <div className="hint">
        <FormattedMessage id="settings.schedules.last.counts" values={{ ...run.counts }} />
      </div>
      {run.problem ? (
        <div className="bad-text" data-problem={run.problem.code}>
          {run.problem.message}
        </div>
      ) : null}
      {run.results ? (
        // The name alone (the folder is the source's, or the rule's results folder); the whole path on hover.
        <code className="hint" title={run.results.xlsx}>
          {run.results.xlsx.split(/[\\/]/).pop()}
        </code>
      ) : null}
    </div>
  );
}

function MappingText({ mapping }: { mapping: ScheduleView['rule']['mapping'] }) {
  const pairs = mappingPairs(mapping);
  if (pairs.length === 0) return null;
  return (
    <div className="hint schedule-mapping-pairs" data-testid="schedule-mapping-text">
      <FormattedMessage id="settings.schedules.mapping.summary" />
      {pairs.map((p) => (
        <span key={p.header}>
          {p.header} → {p.field === null ? <FormattedMessage id="settings.schedules.mapping.skipped" /> : <code>{p.field}</code>}
        </span>
      ))}
    </div>
  );
}

/** Whether runs that need a look are told with a system notification; turning it on asks for the permission. */
function NotifyToggle() {
  const { on, permission } = useNotifySetting();
  return (
    <div className="schedule-notify" data-testid="schedule-notify">
      <SwitchField
        isSelected={on}
        isDisabled={permission === 'unsupported'}
        onChange={(next) => {
          setNotificationsOn(next);
          if (next) void askNotifyPermission();
        }}
      >
        <FormattedMessage id="settings.schedules.notify.label" />
      </SwitchField>
      <p className="hint">
        <FormattedMessage id="settings.schedules.notify.help" />
      </p>
      {on && permission === 'denied' ? (
        <p className="warn-text" role="status">
          <FormattedMessage id="settings.schedules.notify.denied" />
        </p>
      ) : null}
      {permission === 'unsupported' ? (
        <p className="hint">
          <FormattedMessage id="settings.schedules.notify.unsupported" />
        </p>
      ) : null}
    </div>
  );
}

function DryRunResult({ name, dry, onClose }: { name: string; dry: ScheduleDryRun; onClose: () => void }) {
  const f = useFormat();
  return (
    <section className="card" aria-live="polite" data-testid="schedule-dry-run">
      <h3>
        <FormattedMessage id="settings.schedules.dry.title" values={{ name }} />
      </h3>
      <p>
        <FormattedMessage id="settings.schedules.dry.summary" values={{ file: dry.file, send: dry.send, unchanged: dry.unchanged, held: dry.held, invalid: dry.invalid }} />
      </p>
      {dry.rows.length > 0 ? (
        <>
          <p className="hint">
            <FormattedMessage id="settings.schedules.dry.first" values={{ count: dry.rows.length }} />
          </p>
          <table className="table">
            <thead>
              <tr>
                <th>
                  <FormattedMessage id="settings.schedules.dry.row" />
                </th>
                <th>
                  <FormattedMessage id="settings.schedules.dry.values" />
                </th>
              </tr>
            </thead>
            <tbody>
              {dry.rows.map((r) => (
                <tr key={r.sheetRow}>
                  <td className="num">{r.sheetRow}</td>
                  <td>
                    <code>
                      {f.items(Object.entries(r.input).map(([k, v]) => `${k}=${v}`))}
                    </code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
      {dry.problems.map((p) => (
        <div key={`${p.sheetRow}-${p.field}`} className="bad-text">
          {p.sheetRow} · {p.field}: {p.message}
        </div>
      ))}
      <div className="form-actions">
        <Button onPress={onClose}>
          <FormattedMessage id="settings.schedules.dry.close" />
        </Button>
      </div>
    </section>
  );
}

function RuleForm({ initial, paused, onDone }: { initial: ScheduleFormState; paused: boolean; onDone: () => void }) {
  const intl = useIntl();
  const f = useFormat();
  const title = useOperationTitle();
  const profiles = useProfiles().data?.profiles ?? [];
  const save = useIpcMutation('schedules.save');
  const [form, setForm] = useState(initial);
  const [bad, setBad] = useState<string[]>([]);
  const [mappingIssues, setMappingIssues] = useState<MappingIssue[]>([]);
  const set = <K extends keyof ScheduleFormState>(key: K, value: ScheduleFormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const isBad = (field: string) => (bad.includes(field) ? intl.formatMessage({ id: 'settings.schedules.form.invalid' }, { fields: field }) : undefined);
  const onSubmit = () => {
    const checked = checkForm(form, paused);
    if (!checked.ok) {
      setBad(checked.fields);
      setMappingIssues(checked.mapping);
      return;
    }
    setBad([]);
    setMappingIssues([]);
    // Asked here, on the user's press: a rule saved is when being told of its runs starts to matter.
    void askNotifyPermission();
    save.mutate(checked.input, { onSuccess: onDone });
  };
  return (
    <form
      className="form card"
      aria-label={intl.formatMessage({ id: form.id ? 'settings.schedules.form.edit' : 'settings.schedules.form.create' }, { name: initial.name })}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <ErrorNotice error={save.error} />
      {bad.length > 0 ? (
        <div className="bad-text" role="alert">
          <FormattedMessage id="settings.schedules.form.invalid" values={{ fields: f.items(bad) }} />
        </div>
      ) : null}
      <TextField label={<FormattedMessage id="settings.schedules.form.name" />} value={form.name} onChange={(v) => set('name', v)} error={isBad('name')} isRequired />
      <SelectField label={intl.formatMessage({ id: 'settings.schedules.form.profile' })} value={form.profileId || null} onChange={(v) => set('profileId', v)} options={profiles.map((p) => ({ id: p.id, label: p.name }))} error={isBad('profileId')} />
      <SelectField<WriteOperationId>
        label={intl.formatMessage({ id: 'settings.schedules.form.operation' })}
        value={form.operation}
        onChange={(v) => set('operation', v)}
        options={SYNC_OPERATIONS.map((id) => ({ id, label: title(id) }))}
        error={isBad('operation')}
      />
      {form.operation
        ? commonFieldsOf(form.operation).map((field) => (
            <TextField key={field} label={<code>{field}</code>} value={form.common[field] ?? ''} onChange={(v) => set('common', { ...form.common, [field]: v })} error={isBad('common')} />
          ))
        : null}
      <TextField label={<FormattedMessage id="settings.schedules.form.path" />} description={<FormattedMessage id="settings.schedules.form.path.help" />} value={form.path} onChange={(v) => set('path', v)} error={isBad('source')} spellCheck={false} />
      <SelectField<ScheduleFormState['when']>
        label={intl.formatMessage({ id: 'settings.schedules.form.when' })}
        value={form.when}
        onChange={(v) => set('when', v)}
        options={(['every', 'daily', 'onChange'] as const).map((id) => ({ id, label: intl.formatMessage({ id: `settings.schedules.form.when.${id}` }) }))}
      />
      {form.when === 'every' ? <NumberField label={<FormattedMessage id="settings.schedules.form.minutes" />} value={form.minutes} onChange={(v) => set('minutes', v)} minValue={1} step={1} error={isBad('when')} /> : null}
      {form.when === 'daily' ? <TextField label={<FormattedMessage id="settings.schedules.form.at" />} value={form.at} onChange={(v) => set('at', v)} placeholder="06:00" error={isBad('when')} /> : null}
      <ScheduleMappingEditor operation={form.operation} rows={form.mapping} issues={mappingIssues} onChange={(rows) => set('mapping', rows)} />
      <TextField label={<FormattedMessage id="settings.schedules.form.resultsDir" />} value={form.resultsDir} onChange={(v) => set('resultsDir', v)} error={isBad('resultsDir')} spellCheck={false} />
      <div className="form-actions">
        <Button type="submit" variant="primary" isDisabled={save.isPending}>
          <FormattedMessage id="settings.schedules.form.save" />
        </Button>
        <Button onPress={onDone}>
          <FormattedMessage id="settings.schedules.form.cancel" />
        </Button>
      </div>
    </form>
  );
}

function RuleRow({ view, onEdit, onDry }: { view: ScheduleView; onEdit: () => void; onDry: (dry: ScheduleDryRun) => void }) {
  const intl = useIntl();
  const f = useFormat();
  const confirm = useConfirm();
  const runNow = useIpcMutation('schedules.runNow');
  const setPaused = useIpcMutation('schedules.setPaused');
  const remove = useIpcMutation('schedules.remove');
  const dry = useIpcMutation('schedules.dryRun');
  const { rule } = view;
  const onRemove = async () => {
    const ok = await confirm({
      title: intl.formatMessage({ id: 'settings.schedules.remove.title' }),
      target: rule.name,
      body: intl.formatMessage({ id: 'settings.schedules.remove.body' }),
      confirmLabel: intl.formatMessage({ id: 'settings.schedules.remove.go' }),
      danger: true,
    });
    if (ok) remove.mutate({ id: rule.id });
  };
  return (
    <tr data-rule={rule.name}>
      <td>
        <strong>{rule.name}</strong>
        <div className="hint">
          <code>{rule.source.kind === 'file' ? rule.source.path : `${rule.source.folder} · ${rule.source.pattern}`}</code>
        </div>
        <MappingText mapping={rule.mapping} />
      </td>
      <td>
        <WhenText when={rule.when} />
      </td>
      <td>
        <LastRun view={view} />
      </td>
      <td data-testid="schedule-next">
        {rule.paused ? <FormattedMessage id="settings.schedules.next.paused" /> : view.nextRunAt === null ? <FormattedMessage id="settings.schedules.next.onChange" /> : f.dateTime(new Date(view.nextRunAt).toISOString())}
        {view.waiting ? (
          <div className="warn-text" data-waiting={view.waiting.code}>
            {view.waiting.message}
          </div>
        ) : null}
      </td>
      <td>
        <div className="form-actions">
          <Button onPress={() => runNow.mutate({ id: rule.id })} isDisabled={view.running || runNow.isPending}>
            <FormattedMessage id="settings.schedules.runNow" />
          </Button>
          <Button onPress={() => setPaused.mutate({ id: rule.id, paused: !rule.paused })}>
            <FormattedMessage id={rule.paused ? 'settings.schedules.resume' : 'settings.schedules.pause'} />
          </Button>
          <Button onPress={() => dry.mutate({ id: rule.id }, { onSuccess: onDry })} isDisabled={dry.isPending}>
            <FormattedMessage id="settings.schedules.dryRun" />
          </Button>
          <Button onPress={onEdit}>
            <FormattedMessage id="settings.schedules.edit" />
          </Button>
          <Button variant="danger" onPress={() => void onRemove()}>
            <FormattedMessage id="settings.schedules.remove" />
          </Button>
        </div>
        {runNow.data ? <div className="hint" role="status">{runNow.data.started ? <FormattedMessage id="settings.schedules.started" values={{ jobId: runNow.data.view.lastRun?.jobId ?? '' }} /> : <FormattedMessage id="settings.schedules.notStarted" />}</div> : null}
        <ErrorNotice error={runNow.error ?? setPaused.error ?? remove.error ?? dry.error} />
      </td>
    </tr>
  );
}

export function ScheduledSyncsSection() {
  // Runs end in the main process on their own time: the list is read anew when one does (api/schedules.ts).
  const list = useSchedules();
  const activeId = useProfiles().data?.activeId ?? '';
  const [editing, setEditing] = useState<{ form: ScheduleFormState; paused: boolean } | null>(null);
  const [dry, setDry] = useState<{ name: string; result: ScheduleDryRun } | null>(null);
  const rules = list.data?.rules ?? [];
  return (
    <Panel
      id="schedules"
      title={<FormattedMessage id="settings.schedules.title" />}
      actions={
        <Button variant="primary" onPress={() => setEditing({ form: emptyForm(activeId), paused: false })} isDisabled={editing !== null}>
          <FormattedMessage id="settings.schedules.new" />
        </Button>
      }
    >
      <p className="hint section-intro">
        <FormattedMessage id="settings.schedules.intro" />
      </p>
      <NotifyToggle />
      <ErrorNotice error={list.error} />
      {editing ? <RuleForm key={editing.form.id ?? 'new'} initial={editing.form} paused={editing.paused} onDone={() => setEditing(null)} /> : null}
      {dry ? <DryRunResult name={dry.name} dry={dry.result} onClose={() => setDry(null)} /> : null}
      {list.isSuccess && rules.length === 0 ? (
        <p>
          <FormattedMessage id="settings.schedules.none" />
        </p>
      ) : null}
      {rules.length > 0 ? (
        <table className="table" data-testid="schedules">
          <thead>
            <tr>
              {(['name', 'when', 'last', 'next', 'actions'] as const).map((c) => (
                <th key={c}>
                  <FormattedMessage id={`settings.schedules.col.${c}`} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rules.map((v) => (
              <RuleRow key={v.rule.id} view={v} onEdit={() => setEditing({ form: formOf(v.rule), paused: v.rule.paused })} onDry={(result) => setDry({ name: v.rule.name, result })} />
            ))}
          </tbody>
        </table>
      ) : null}
    </Panel>
  );
}
