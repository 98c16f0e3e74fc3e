// The sandbox: its address, the demo data's size and reset (both asked first), the demo records to try, its
// write log and the training switches (faults of the emulator).
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { OPERATIONS } from '../../../../../shared/catalogue';
import { DEMO_SIZES, TRAINING_FAULT_KINDS, type DemoSize, type SandboxDemo, type TrainingFault, type TrainingFaultKind } from '../../../../../shared/ipc';
import { useIpcMutation } from '../../../api/mutations';
import { ipcQuery, useAppInfo } from '../../../api/queries';
import { useBridge } from '../../../bridge/context';
import { Button } from '../../../components/Button';
import { useConfirm } from '../../../components/ConfirmDialog';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { NumberField, SelectField, SwitchField } from '../../../components/fields';
import { Panel } from '../../../components/Panel';
import { useFormat } from '../../../i18n/format';
import { useOperationTitle } from '../../../i18n/operation-title';
import { SandboxSampleData, SandboxWriteLog } from './SandboxSamples';

interface SwitchState {
  on: boolean;
  percent: number;
  operation: string;
  ms: number;
}

const NEEDS_MS = new Set<TrainingFaultKind>(['latency', 'slowAnswer']);
// A state the sandbox is in while the switch is on, not a draw per request: no chance, no operation.
const STANDING = new Set<TrainingFaultKind>(['holdStockChanges']);
const ALL = '*';

function toState(faults: readonly TrainingFault[]): Record<TrainingFaultKind, SwitchState> {
  return Object.fromEntries(
    TRAINING_FAULT_KINDS.map((kind) => {
      const f = faults.find((x) => x.kind === kind);
      return [kind, { on: f !== undefined, percent: Math.round((f?.probability ?? 0.3) * 100), operation: f?.operation ?? ALL, ms: f?.ms ?? 2000 }];
    }),
  ) as Record<TrainingFaultKind, SwitchState>;
}

function toFaults(state: Record<TrainingFaultKind, SwitchState>): TrainingFault[] {
  return TRAINING_FAULT_KINDS.filter((k) => state[k].on).map((kind) => {
    const s = state[kind];
    return {
      kind,
      probability: STANDING.has(kind) ? 1 : Math.min(100, Math.max(0, s.percent)) / 100,
      ...(s.operation === ALL || STANDING.has(kind) ? {} : { operation: s.operation as TrainingFault['operation'] }),
      ...(NEEDS_MS.has(kind) ? { ms: s.ms } : {}),
    };
  });
}

function FaultSwitches() {
  const intl = useIntl();
  const bridge = useBridge();
  const title = useOperationTitle();
  const current = useQuery(ipcQuery(bridge, 'sandbox.faults', {}));
  const apply = useIpcMutation('sandbox.setFaults');
  const [state, setState] = useState(() => toState([]));
  useEffect(() => {
    if (current.data) setState(toState(current.data.faults));
  }, [current.data]);
  const operations = [{ id: ALL, label: intl.formatMessage({ id: 'settings.faults.allOperations' }) }, ...OPERATIONS.filter((o) => o.access !== 'auth').map((o) => ({ id: o.id as string, label: title(o.id) }))];
  const set = (kind: TrainingFaultKind, patch: Partial<SwitchState>) => setState((s) => ({ ...s, [kind]: { ...s[kind], ...patch } }));

  return (
    <section aria-labelledby="faults-heading">
      <h3 id="faults-heading">
        <FormattedMessage id="settings.faults.title" />
      </h3>
      <p className="hint">
        <FormattedMessage id="settings.faults.intro" />
      </p>
      <ErrorNotice error={current.error ?? apply.error} />
      <ul className="card-list fault-list" aria-label={intl.formatMessage({ id: 'settings.faults.table' })}>
        {TRAINING_FAULT_KINDS.map((kind) => (
          <li key={kind} className="card fault" data-fault={kind}>
            <SwitchField isSelected={state[kind].on} onChange={(on) => set(kind, { on })}>
              <FormattedMessage id={`settings.fault.${kind}`} />
            </SwitchField>
            {state[kind].on && !STANDING.has(kind) ? (
              <div className="form-grid fault-options">
                <NumberField label={<FormattedMessage id="settings.faults.chance" />} value={state[kind].percent} minValue={0} maxValue={100} onChange={(n) => set(kind, { percent: n ?? 0 })} />
                {kind !== 'expireTokens' ? (
                  <SelectField label={<FormattedMessage id="settings.faults.operation" />} value={state[kind].operation} onChange={(operation) => set(kind, { operation })} options={operations} />
                ) : null}
                {NEEDS_MS.has(kind) ? (
                  <NumberField label={<FormattedMessage id="settings.faults.ms" />} value={state[kind].ms} minValue={0} maxValue={60_000} step={100} onChange={(n) => set(kind, { ms: n ?? 0 })} />
                ) : null}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="form-actions">
        <Button variant="primary" isDisabled={apply.isPending} onPress={() => apply.mutate({ faults: toFaults(state) })}>
          <FormattedMessage id="settings.faults.apply" />
        </Button>
        {apply.isSuccess ? (
          <span role="status" className="ok-text">
            <FormattedMessage id="settings.faults.applied" values={{ count: apply.data.faults.length }} />
          </span>
        ) : null}
      </div>
    </section>
  );
}

/** What the demo data holds now, and whether it is kept across restarts (or was found damaged at start). */
function DemoState({ demo }: { demo: SandboxDemo }) {
  const format = useFormat();
  const c = demo.counts;
  return (
    <>
      <p data-testid="sandbox-demo-counts">
        <FormattedMessage
          id="settings.demo.counts"
          values={{
            size: <FormattedMessage id={`settings.demo.size.${demo.size}`} />,
            videox: format.number(c.videox), retailx: format.number(c.retailx), lists: format.number(c.shippingLists),
            listings: format.number(c.listings), orders: format.number(c.orders), shipments: format.number(c.shipments), writes: format.number(c.writes),
          }}
        />
      </p>
      <p className="hint">
        <FormattedMessage id={demo.persisted ? 'settings.demo.kept' : 'settings.demo.notKept'} />
      </p>
      {demo.setAside ? (
        <div className="notice" role="alert" data-testid="sandbox-demo-set-aside">
          <FormattedMessage id="settings.demo.setAside" values={{ file: <code>{demo.setAside.file}</code>, at: format.dateTime(demo.setAside.at) }} />{' '}
          <span lang="en" className="small muted">
            ({demo.setAside.reason})
          </span>
        </div>
      ) : null}
      {demo.saveError ? (
        <div className="notice" role="alert">
          <FormattedMessage id="settings.demo.saveError" />{' '}
          <span lang="en" className="small muted">
            ({demo.saveError})
          </span>
        </div>
      ) : null}
    </>
  );
}

/** The demo data's size, applied only on the user's word: a rebuild loses what was done on the sandbox. */
function DemoSizeChoice({ demo, actions }: { demo: SandboxDemo; actions: ReactNode }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const [size, setSize] = useState<DemoSize>(demo.size);
  useEffect(() => {
    setSize(demo.size);
  }, [demo.size]);
  const apply = useIpcMutation('sandbox.setDemoSize');
  const label = (s: DemoSize) => intl.formatMessage({ id: `settings.demo.size.${s}` });
  const onApply = async () => {
    const ok = await confirm({
      title: intl.formatMessage({ id: 'settings.demo.rebuild.title' }, { size: label(size) }),
      target: intl.formatMessage({ id: 'settings.demo.rebuild.target' }, { size: label(size) }),
      body: intl.formatMessage({ id: 'settings.demo.rebuild.body' }),
      confirmLabel: intl.formatMessage({ id: 'settings.demo.rebuild' }),
      danger: true,
    });
    if (ok) apply.mutate({ size });
  };
  return (
    <>
      <div className="form-grid">
        <SelectField
          label={<FormattedMessage id="settings.demo.size" />}
          description={<FormattedMessage id={`settings.demo.size.${size}.hint`} />}
          value={size}
          onChange={setSize}
          options={DEMO_SIZES.map((s) => ({ id: s, label: label(s) }))}
        />
      </div>
      <ErrorNotice error={apply.error} />
      <div className="form-actions">
        <Button isDisabled={apply.isPending || size === demo.size} onPress={() => void onApply()}>
          <FormattedMessage id="settings.demo.rebuild" />
        </Button>
        {actions}
        {apply.isPending ? (
          <span role="status">
            <FormattedMessage id="settings.demo.rebuilding" />
          </span>
        ) : apply.isSuccess ? (
          <span role="status" className="ok-text">
            <FormattedMessage id="settings.demo.rebuilt" values={{ size: label(apply.data.size) }} />
          </span>
        ) : null}
      </div>
    </>
  );
}

/** The demo data: what it holds, its size, and (`actions`) the reset beside the rebuild, one row of actions. */
function DemoData({ actions }: { actions: ReactNode }) {
  const bridge = useBridge();
  const demo = useQuery(ipcQuery(bridge, 'sandbox.demo', {}));
  return (
    <section aria-labelledby="demo-heading" className="stack">
      <h3 id="demo-heading">
        <FormattedMessage id="settings.demo.title" />
      </h3>
      <ErrorNotice error={demo.error} />
      {demo.data?.available ? (
        <>
          <DemoState demo={demo.data} />
          <DemoSizeChoice demo={demo.data} actions={actions} />
        </>
      ) : (
        <div className="form-actions">{actions}</div>
      )}
    </section>
  );
}

export function SandboxSection() {
  const intl = useIntl();
  const confirm = useConfirm();
  const info = useAppInfo().data;
  const reset = useIpcMutation('profiles.resetSandbox');
  const onReset = async () => {
    const ok = await confirm({
      title: intl.formatMessage({ id: 'settings.sandbox.reset.title' }),
      target: info?.sandbox.baseUrl ?? intl.formatMessage({ id: 'settings.sandbox.reset.target' }),
      body: intl.formatMessage({ id: 'settings.sandbox.reset.body' }),
      confirmLabel: intl.formatMessage({ id: 'settings.sandbox.reset' }),
      danger: true,
    });
    if (ok) reset.mutate({});
  };
  return (
    <Panel id="sandbox" title={<FormattedMessage id="settings.sandbox.title" />}>
      {!info?.sandbox.available ? (
        <p className="hint">
          <FormattedMessage id="settings.sandbox.unavailable" />
        </p>
      ) : (
        <>
          <p>
            <FormattedMessage id="settings.sandbox.intro" />{' '}
            {info.sandbox.baseUrl ? <FormattedMessage id="settings.sandbox.address" values={{ url: <code>{info.sandbox.baseUrl}</code> }} /> : <FormattedMessage id="settings.sandbox.notRunning" />}
          </p>
          <DemoData
            actions={
              <>
                <Button variant="danger" isDisabled={reset.isPending} onPress={() => void onReset()}>
                  <FormattedMessage id="settings.sandbox.reset" />
                </Button>
                {reset.isSuccess ? (
                  <span role="status" className="ok-text">
                    <FormattedMessage id="settings.sandbox.resetDone" />
                  </span>
                ) : null}
              </>
            }
          />
          <ErrorNotice error={reset.error} />
          <SandboxSampleData />
          <SandboxWriteLog />
          <FaultSwitches />
        </>
      )}
    </Panel>
  );
}
