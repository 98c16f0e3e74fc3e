// Settings → About and updates: what runs (versions), the updater's state and setting, and "Copy diagnostics"
// (a support text the main process builds without secrets).
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, FormattedTime } from 'react-intl';
import type { UpdateState } from '../../../../../shared/ipc';
import { useIpcMutation } from '../../../api/mutations';
import { ipcQuery, useAppInfo } from '../../../api/queries';
import { useBridge } from '../../../bridge/context';
import { Button } from '../../../components/Button';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { SwitchField } from '../../../components/fields';
import { Panel } from '../../../components/Panel';

function UpdateStateText({ state }: { state: UpdateState }) {
  switch (state.kind) {
    case 'idle':
      return state.checkedAt ? (
        <FormattedMessage id="settings.about.updates.state.idleAt" values={{ time: <FormattedTime value={state.checkedAt} /> }} />
      ) : (
        <FormattedMessage id="settings.about.updates.state.idle" />
      );
    case 'available':
      return <FormattedMessage id="settings.about.updates.state.available" values={{ version: state.version }} />;
    case 'downloaded':
      return <FormattedMessage id={state.waitingForJobs ? 'settings.about.updates.state.waiting' : 'settings.about.updates.state.downloaded'} values={{ version: state.version }} />;
    case 'error':
      return <FormattedMessage id="settings.about.updates.state.error" values={{ message: state.message }} />;
    default:
      return <FormattedMessage id={`settings.about.updates.state.${state.kind}`} />;
  }
}

function Diagnostics() {
  const bridge = useBridge();
  const [result, setResult] = useState<{ copied: boolean; text: string } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const copy = async () => {
    setError(null);
    try {
      const { text } = await bridge.call('app.diagnostics', {});
      const copied = await navigator.clipboard.writeText(text).then(
        () => true,
        () => false,
      );
      setResult({ copied, text });
    } catch (err) {
      setError(err);
    }
  };
  return (
    <section aria-labelledby="diagnostics-heading" className="stack">
      <h3 id="diagnostics-heading">
        <FormattedMessage id="settings.about.diagnostics.title" />
      </h3>
      <p className="hint">
        <FormattedMessage id="settings.about.diagnostics.intro" />
      </p>
      <ErrorNotice error={error} />
      <div className="form-actions">
        <Button onPress={() => void copy()}>
          <FormattedMessage id="settings.about.diagnostics.copy" />
        </Button>
        {result?.copied ? (
          <span role="status" className="ok-text">
            <FormattedMessage id="settings.about.diagnostics.copied" />
          </span>
        ) : null}
      </div>
      {result && !result.copied ? (
        <>
          <p role="status" className="hint">
            <FormattedMessage id="settings.about.diagnostics.copyFailed" />
          </p>
          <textarea className="input diagnostics-text" readOnly value={result.text} rows={10} aria-labelledby="diagnostics-heading" />
        </>
      ) : null}
    </section>
  );
}

export function AboutSection() {
  const bridge = useBridge();
  const info = useAppInfo().data;
  const about = useQuery(ipcQuery(bridge, 'app.about', {}));
  const updates = useQuery({ ...ipcQuery(bridge, 'app.updates', {}), refetchInterval: (q) => (q.state.data?.state.kind === 'checking' || q.state.data?.state.kind === 'available' ? 2000 : false) });
  const setUpdates = useIpcMutation('app.setUpdates');
  const install = useIpcMutation('app.installUpdate');
  const view = install.data ?? setUpdates.data ?? updates.data;
  const state = view?.state;
  return (
    <Panel id="about" title={<FormattedMessage id="settings.about.title" />}>
      <dl className="facts">
        <dt>
          <FormattedMessage id="settings.about.version" />
        </dt>
        <dd>
          <span translate="no">{about.data?.version ?? '…'}</span>
          {about.data
            ? Object.entries(about.data.runtimes).map(([name, version]) => (
                <span key={name} className="muted small" translate="no">
                  {' · '}
                  <FormattedMessage id="settings.about.runtime" values={{ name: name[0]?.toUpperCase() + name.slice(1), version }} />
                </span>
              ))
            : null}
        </dd>
        <dt>
          <FormattedMessage id="settings.about.host" />
        </dt>
        <dd>{info ? <FormattedMessage id={`settings.about.host.${info.host}`} /> : '…'}</dd>
      </dl>
      <section aria-labelledby="updates-heading" className="stack">
        <h3 id="updates-heading">
          <FormattedMessage id="settings.about.updates.title" />
        </h3>
        <ErrorNotice error={updates.error ?? setUpdates.error ?? install.error} />
        {state && state.kind !== 'unsupported' && state.kind !== 'no-feed' ? (
          <>
            <SwitchField isSelected={view.checking} isDisabled={setUpdates.isPending} onChange={(check) => setUpdates.mutate({ check })}>
              <FormattedMessage id="settings.about.updates.check" />
            </SwitchField>
            {view.check === null ? (
              <p className="hint">
                <FormattedMessage id="settings.about.updates.default" />
              </p>
            ) : null}
          </>
        ) : null}
        {state ? (
          <p role="status">
            <UpdateStateText state={state} />
          </p>
        ) : null}
        {state?.kind === 'downloaded' && !state.waitingForJobs ? (
          <div className="form-actions">
            <Button variant="primary" isDisabled={install.isPending} onPress={() => install.mutate({})}>
              <FormattedMessage id="settings.about.updates.install" values={{ version: state.version }} />
            </Button>
          </div>
        ) : null}
      </section>
      <Diagnostics />
    </Panel>
  );
}
