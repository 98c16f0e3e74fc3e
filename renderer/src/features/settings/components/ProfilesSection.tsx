// The profiles: which account each talks to, where its secret lives, a connection test with the vendor's
// code and text, and switching, editing, deleting (asked first).
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MethodOutput, ProfileView } from '../../../../../shared/ipc';
import { useIpcMutation } from '../../../api/mutations';
import { useProfiles } from '../../../api/queries';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { useConfirm } from '../../../components/ConfirmDialog';
import { AppDialog } from '../../../components/Dialog';
import { EnvMarker } from '../../../components/EnvMarker';
import { ErrorNotice, VendorReason } from '../../../components/ErrorNotice';
import { Panel } from '../../../components/Panel';
import { useFormat } from '../../../i18n/format';
import { ProfileForm } from './ProfileForm';
import { SecretForm } from './SecretForm';

type TestResult = MethodOutput<'profiles.testConnection'>;
type Editor = { kind: 'none' } | { kind: 'create' } | { kind: 'edit'; profile: ProfileView } | { kind: 'secret'; profile: ProfileView };

function TestOutcome({ result }: { result: TestResult }) {
  const format = useFormat();
  if (result.ok) {
    return (
      <Badge tone="ok">
        {result.tokenExpiresAt ? <FormattedMessage id="settings.test.ok" values={{ time: format.time(result.tokenExpiresAt) }} /> : <FormattedMessage id="settings.test.okNoTime" />}
      </Badge>
    );
  }
  return (
    <div className="bad-text test-failure" role="alert">
      <strong>
        <FormattedMessage id="settings.test.failed" />
      </strong>
{' '}
      {/* The code words it; the vendor's words come once, beside ours (never the joined message again). */}
      <VendorReason code={result.code} reason={result.code ? (result.vendorMessage ?? null) : result.message} />
    </div>
  );
}

function ProfileCard({ profile, onEdit, onSecret }: { profile: ProfileView; onEdit: () => void; onSecret: () => void }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const switchTo = useIpcMutation('profiles.switch');
  const test = useIpcMutation('profiles.testConnection');
  const remove = useIpcMutation('profiles.delete');
  const onDelete = async () => {
    const ok = await confirm({
      title: intl.formatMessage({ id: 'settings.profiles.delete.title' }),
      target: profile.name,
      body: intl.formatMessage({ id: 'settings.profiles.delete.body' }),
      confirmLabel: intl.formatMessage({ id: 'settings.profiles.delete.go' }),
      danger: true,
    });
    if (ok) remove.mutate({ id: profile.id });
  };
  return (
    <li className="card" data-profile={profile.name} data-active={profile.active || undefined}>
      <div className="row">
        <EnvMarker kind={profile.kind} />
        <h3 className="profile-name">{profile.name}</h3>
        {profile.active ? (
          <Badge tone="ok">
            <FormattedMessage id="settings.profiles.active" />
          </Badge>
        ) : null}
      </div>
      <dl className="facts">
        <dt>
          <FormattedMessage id="settings.profiles.baseUrl" />
        </dt>
        <dd>{profile.baseUrl ? <code>{profile.baseUrl}</code> : <FormattedMessage id="settings.profiles.startsWithApp" />}</dd>
        {profile.appId ? (
          <>
            <dt>
              <FormattedMessage id="settings.profiles.appId" />
            </dt>
            <dd>
              <code>{profile.appId}</code>
            </dd>
          </>
        ) : null}
        <dt>
          <FormattedMessage id="settings.profiles.secret" />
        </dt>
        <dd data-testid="secret-state">
          <FormattedMessage id={`settings.secret.${profile.secret.source}`} />
        </dd>
      </dl>
      <div className="test-result" aria-live="polite">
        {test.isPending ? <FormattedMessage id="settings.test.running" /> : test.data ? <TestOutcome result={test.data} /> : null}
      </div>
      <ErrorNotice error={switchTo.error ?? test.error ?? remove.error} />
      <div className="form-actions">
        {!profile.active ? (
          <Button variant="primary" isDisabled={switchTo.isPending} onPress={() => switchTo.mutate({ id: profile.id })}>
            <FormattedMessage id="settings.profiles.switch" />
          </Button>
        ) : null}
        <Button isDisabled={test.isPending} onPress={() => test.mutate({ id: profile.id })}>
          <FormattedMessage id="settings.profiles.test" />
        </Button>
        <Button onPress={onEdit}>
          <FormattedMessage id="settings.profiles.edit" />
        </Button>
        {profile.kind === 'live' ? (
          <Button onPress={onSecret}>
            <FormattedMessage id="settings.profiles.setSecret" />
          </Button>
        ) : null}
        {!profile.active ? (
          <Button variant="danger" onPress={() => void onDelete()}>
            <FormattedMessage id="settings.profiles.delete" />
          </Button>
        ) : null}
      </div>
    </li>
  );
}

export function ProfilesSection() {
  const intl = useIntl();
  const profiles = useProfiles();
  const [editor, setEditor] = useState<Editor>({ kind: 'none' });
  // A card is drawn anew when its secret changes: its last test spoke of the old secret (a red error that the
  // new secret may well have fixed), so it is forgotten rather than left standing.
  const [secretChanges, setSecretChanges] = useState<Readonly<Record<string, number>>>({});
  const secretChanged = (id: string) => setSecretChanges((m) => ({ ...m, [id]: (m[id] ?? 0) + 1 }));
  const close = () => setEditor({ kind: 'none' });
  return (
    <Panel
      id="profiles"
      title={<FormattedMessage id="settings.profiles.title" />}
      actions={
        <Button variant="primary" onPress={() => setEditor({ kind: 'create' })}>
          <FormattedMessage id="settings.profiles.new" />
        </Button>
      }
    >
      <p className="hint section-intro">
        <FormattedMessage id="settings.profiles.intro" />
      </p>
      <ErrorNotice error={profiles.error} />
      <ul className="card-list">
        {(profiles.data?.profiles ?? []).map((p) => (
          <ProfileCard key={`${p.id}:${secretChanges[p.id] ?? 0}`} profile={p} onEdit={() => setEditor({ kind: 'edit', profile: p })} onSecret={() => setEditor({ kind: 'secret', profile: p })} />
        ))}
      </ul>
      <AppDialog
        isOpen={editor.kind === 'create' || editor.kind === 'edit'}
        onOpenChange={(open) => (open ? undefined : close())}
        title={editor.kind === 'edit' ? intl.formatMessage({ id: 'settings.form.edit' }, { name: editor.profile.name }) : intl.formatMessage({ id: 'settings.form.create' })}
      >
        {editor.kind === 'create' || editor.kind === 'edit' ? (
          <ProfileForm editing={editor.kind === 'edit' ? editor.profile : null} onDone={close} onSecretCleared={(profile) => setEditor({ kind: 'secret', profile })} onSecretSaved={secretChanged} />
        ) : null}
      </AppDialog>
      <AppDialog
        isOpen={editor.kind === 'secret'}
        onOpenChange={(open) => (open ? undefined : close())}
        title={editor.kind === 'secret' ? intl.formatMessage({ id: 'settings.secretForm.title' }, { name: editor.profile.name }) : ''}
      >
        {editor.kind === 'secret' ? <SecretForm profile={editor.profile} onDone={close} onSaved={secretChanged} /> : null}
      </AppDialog>
    </Panel>
  );
}
