// Team mode of a live profile: the Redis server that several desktops on one appId share (one token, one
// schedule). The address may carry a password, so it goes in write-only like the app secret: the main process
// keeps it in the key store and shows back only the server without credentials and whether a password is set.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { teamUrl, type MethodOutput, type ProfileView } from '../../../../../shared/ipc';
import { useIpcMutation } from '../../../api/mutations';
import { ipcQuery, useProfiles, useTeamStatus } from '../../../api/queries';
import { useBridge } from '../../../bridge/context';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { useConfirm } from '../../../components/ConfirmDialog';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { SelectField, TextField } from '../../../components/fields';
import { Panel } from '../../../components/Panel';

type TestResult = MethodOutput<'team.test'>;

function TestOutcome({ result }: { result: TestResult }) {
  if (result.ok) {
    return (
      <Badge tone="ok">
        <FormattedMessage id="settings.team.test.ok" values={{ server: result.server ?? '', desktops: result.desktops ?? 0, ms: result.roundTripMs ?? 0 }} />
      </Badge>
    );
  }
  // What went wrong comes as a code (wrong password, unreachable, TLS…), said in the user's language.
  return (
    <div className="bad-text test-failure" role="alert" data-problem={result.problem?.code}>
      <strong>
        <FormattedMessage id="settings.team.test.failed" />
      </strong>{' '}
      <span>{result.problem ? <FormattedMessage id={`errors.team.${result.problem.code}`} values={result.problem.values} /> : result.message}</span>
    </div>
  );
}

function TeamForm({ profile }: { profile: ProfileView }) {
  const intl = useIntl();
  const bridge = useBridge();
  const confirm = useConfirm();
  const team = useQuery(ipcQuery(bridge, 'profiles.getTeam', { id: profile.id }));
  const status = useTeamStatus().data;
  const test = useIpcMutation('team.test');
  const save = useIpcMutation('profiles.setTeam');
  const [url, setUrl] = useState('');
  const [name, setName] = useState<string | null>(null);
  const [urlError, setUrlError] = useState<string | undefined>(undefined);
  const view = team.data;
  const desktopName = name ?? view?.desktopName ?? '';

  /** The typed URL checked by the contract's own schema; undefined when empty, null when refused. */
  const typedUrl = (): string | undefined | null => {
    if (url.trim() === '') return undefined;
    const parsed = teamUrl.safeParse(url);
    if (parsed.success) return parsed.data;
    setUrlError(intl.formatMessage({ id: 'settings.team.url.invalid' }));
    return null;
  };

  const onTest = () => {
    setUrlError(undefined);
    const typed = typedUrl();
    if (typed === null) return;
    test.mutate(typed === undefined ? { id: profile.id } : { id: profile.id, url: typed });
  };

  const onSave = () => {
    setUrlError(undefined);
    const typed = typedUrl();
    if (typed === null) return;
    if (typed === undefined) {
      setUrlError(intl.formatMessage({ id: 'settings.team.url.required' }));
      return;
    }
    const trimmedName = desktopName.trim();
    save.mutate(
      { id: profile.id, url: typed, ...(trimmedName ? { desktopName: trimmedName } : {}) },
      {
        onSuccess: () => {
          setUrl('');
          setName(null);
        },
      },
    );
  };

  const onLeave = async () => {
    const ok = await confirm({
      title: intl.formatMessage({ id: 'settings.team.leave.title' }),
      target: view?.server ?? profile.name,
      body: intl.formatMessage({ id: 'settings.team.leave.body' }),
      confirmLabel: intl.formatMessage({ id: 'settings.team.leave.go' }),
      danger: true,
    });
    if (ok) save.mutate({ id: profile.id, url: null }, { onSuccess: () => setName(null) });
  };

  const mine = status && status.profileId === profile.id ? status : null;
  return (
    <form
      className="form"
      aria-label={intl.formatMessage({ id: 'settings.team.form' }, { name: profile.name })}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSave();
      }}
    >
      <ErrorNotice error={team.error} />
      <dl className="facts" data-testid="team-facts">
        <dt>
          <FormattedMessage id="settings.team.server" />
        </dt>
        <dd data-testid="team-server">{view?.server ? <code>{view.server}</code> : <FormattedMessage id="settings.team.server.none" />}</dd>
        {view?.server ? (
          <>
            <dt>
              <FormattedMessage id="settings.team.password" />
            </dt>
            <dd data-testid="team-password">
              <FormattedMessage id={view.hasPassword ? 'settings.team.password.set' : 'settings.team.password.none'} />
            </dd>
          </>
        ) : null}
        {mine ? (
          <>
            <dt>
              <FormattedMessage id="settings.team.mode" />
            </dt>
            <dd data-testid="team-mode">
              <FormattedMessage id={`settings.team.mode.${mine.mode}`} values={{ desktops: mine.desktops }} />
              {mine.warning ? (
                <div className="bad-text" data-testid="team-warning" data-problem={mine.warning.code}>
                  <FormattedMessage id={`errors.team.${mine.warning.code}`} values={mine.warning.values} />
                </div>
              ) : null}
            </dd>
          </>
        ) : null}
      </dl>
      <TextField
        label={<FormattedMessage id="settings.team.url" />}
        description={<FormattedMessage id={view?.server ? 'settings.team.url.helpReplace' : 'settings.team.url.help'} />}
        type="password"
        autoComplete="off"
        spellCheck={false}
        value={url}
        onChange={(v) => {
          setUrl(v);
          setUrlError(undefined);
        }}
        error={urlError}
      />
      <TextField
        label={<FormattedMessage id="settings.team.desktopName" />}
        description={<FormattedMessage id="settings.team.desktopName.help" />}
        value={desktopName}
        onChange={setName}
      />
      <div className="test-result" aria-live="polite">
        {test.isPending ? <FormattedMessage id="settings.team.test.running" /> : test.data ? <TestOutcome result={test.data} /> : null}
      </div>
      <ErrorNotice error={test.error ?? save.error} />
      {save.isSuccess && !save.isPending ? (
        <p role="status" className="ok-text">
          <FormattedMessage id={save.variables.url === null ? 'settings.team.left' : 'settings.team.saved'} />
        </p>
      ) : null}
      <div className="form-actions">
        <Button isDisabled={test.isPending} onPress={onTest}>
          <FormattedMessage id="settings.team.test" />
        </Button>
        <Button type="submit" variant="primary" isDisabled={save.isPending}>
          <FormattedMessage id="settings.team.save" />
        </Button>
        {view?.server ? (
          <Button variant="danger" isDisabled={save.isPending} onPress={() => void onLeave()}>
            <FormattedMessage id="settings.team.leave" />
          </Button>
        ) : null}
      </div>
    </form>
  );
}

export function TeamSection() {
  const intl = useIntl();
  const profiles = useProfiles();
  const live = (profiles.data?.profiles ?? []).filter((p) => p.kind === 'live');
  const [chosen, setChosen] = useState<string | null>(null);
  const selected = live.find((p) => p.id === chosen) ?? live.find((p) => p.active) ?? live[0];
  return (
    <Panel id="team" title={<FormattedMessage id="settings.team.title" />}>
      <p className="hint section-intro">
        <FormattedMessage id="settings.team.intro" />
      </p>
      <ErrorNotice error={profiles.error} />
      {!selected ? (
        <p className="hint" data-testid="team-no-live">
          <FormattedMessage id="settings.team.noLive" />
        </p>
      ) : (
        <>
          {live.length > 1 ? (
            <SelectField
              label={<FormattedMessage id="settings.team.profile" />}
              value={selected.id}
              onChange={(id) => setChosen(String(id))}
              options={live.map((p) => ({ id: p.id, label: p.active ? intl.formatMessage({ id: 'settings.team.profile.active' }, { name: p.name }) : p.name }))}
            />
          ) : null}
          <TeamForm key={selected.id} profile={selected} />
        </>
      )}
    </Panel>
  );
}
