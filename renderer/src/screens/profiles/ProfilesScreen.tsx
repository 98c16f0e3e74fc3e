// Profiles: which service Opsdesk talks to. Create, edit, set the secret (write-only), test, switch, and reset
// the sandbox's data.
import { useState } from 'react';
import type { MethodOutput, ProfileView } from '../../../../shared/ipc';
import { Badge, ErrorLine, Panel } from '../../components/ui';
import { keys, useAppInfo, useBridgeMutation, useProfiles } from '../../queries';
import { ProfileForm } from './ProfileForm';
import { SecretForm } from './SecretForm';

type Editor = { kind: 'none' } | { kind: 'create' } | { kind: 'edit'; profile: ProfileView } | { kind: 'secret'; profile: ProfileView };

const SECRET_TEXT: Record<ProfileView['secret']['source'], string> = {
  none: 'not set',
  stored: 'set (encrypted on this computer)',
  session: 'set (this session only)',
  env: 'set (from an environment variable)',
  sandbox: 'demo secret of the sandbox',
};

export function ProfilesScreen() {
  const profiles = useProfiles();
  const info = useAppInfo();
  const [editor, setEditor] = useState<Editor>({ kind: 'none' });
  const [tests, setTests] = useState<Record<string, MethodOutput<'profiles.testConnection'>>>({});
  const switchTo = useBridgeMutation('profiles.switch');
  const remove = useBridgeMutation('profiles.delete', [keys.profiles]);
  const test = useBridgeMutation('profiles.testConnection', [keys.token]);
  const reset = useBridgeMutation('profiles.resetSandbox');
  const close = () => setEditor({ kind: 'none' });
  const runTest = (id: string) => test.mutate({ id }, { onSuccess: (r) => setTests((t) => ({ ...t, [id]: r })) });

  return (
    <>
      <h1>Profiles</h1>
      <Panel
        title="Connection profiles"
        actions={
          <button type="button" className="primary" onClick={() => setEditor({ kind: 'create' })}>
            New live profile
          </button>
        }
      >
        <ErrorLine error={profiles.error ?? switchTo.error ?? remove.error ?? test.error ?? reset.error} />
        <table className="grid" aria-label="Profiles">
          <thead>
            <tr>
              <th>Name</th>
              <th>Kind</th>
              <th>Service</th>
              <th>Secret</th>
              <th>Connection</th>
              <th>Actions</th>
            </tr>
          </thead>
          <tbody>
            {(profiles.data?.profiles ?? []).map((p) => {
              const result = tests[p.id];
              return (
                <tr key={p.id} data-profile={p.name} className={p.active ? 'active-row' : undefined}>
                  <td>
                    <div className="op-title">{p.name}</div>
                    {p.active ? <Badge tone="ok">active</Badge> : null}
                  </td>
                  <td>{p.kind === 'sandbox' ? <Badge tone="info">Sandbox</Badge> : <Badge tone="warn">Live</Badge>}</td>
                  <td>
                    <code>{p.baseUrl ?? 'starts with the app'}</code>
                    {p.appId ? <div className="op-zh">appId {p.appId}</div> : null}
                  </td>
                  <td>{SECRET_TEXT[p.secret.source]}</td>
                  <td className="test-cell">
                    {result ? (
                      result.ok ? (
                        <Badge tone="ok">connected</Badge>
                      ) : (
                        <span className="bad-text">{result.code ? `${result.code}: ` : ''}{result.message}</span>
                      )
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className="actions">
                    {!p.active ? (
                      <button type="button" onClick={() => switchTo.mutate({ id: p.id })} disabled={switchTo.isPending}>
                        Switch to
                      </button>
                    ) : null}
                    <button type="button" onClick={() => runTest(p.id)} disabled={test.isPending}>
                      Test connection
                    </button>
                    <button type="button" onClick={() => setEditor({ kind: 'edit', profile: p })}>
                      Edit
                    </button>
                    {p.kind === 'live' ? (
                      <button type="button" onClick={() => setEditor({ kind: 'secret', profile: p })}>
                        Set secret
                      </button>
                    ) : null}
                    {!p.active ? (
                      <button type="button" className="danger" onClick={() => confirmDelete(p) && remove.mutate({ id: p.id })}>
                        Delete
                      </button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {info.data?.secrets.persistent ? <p className="hint">{info.data.secrets.note}</p> : null}
      </Panel>
      {editor.kind === 'create' || editor.kind === 'edit' ? (
        <Panel title={editor.kind === 'create' ? 'New live profile' : `Edit ${editor.profile.name}`}>
          <ProfileForm key={editor.kind === 'edit' ? editor.profile.id : 'new'} editing={editor.kind === 'edit' ? editor.profile : null} onDone={close} />
        </Panel>
      ) : null}
      {editor.kind === 'secret' ? (
        <Panel title="App secret">
          <SecretForm profile={editor.profile} note={info.data?.secrets.note ?? ''} onDone={close} />
        </Panel>
      ) : null}
      {info.data?.sandbox.available ? (
        <Panel title="Sandbox">
          <p>
            The sandbox is a local emulator of the vendor service with generated demo data
            {info.data.sandbox.baseUrl ? (
              <>
                , running at <code>{info.data.sandbox.baseUrl}</code>
              </>
            ) : null}
            . It never receives calls from a live profile.
          </p>
          <div className="form-actions">
            <button type="button" className="danger" disabled={reset.isPending} onClick={() => confirmReset() && reset.mutate({})}>
              Reset sandbox data
            </button>
            {reset.isSuccess ? <Badge tone="ok">sandbox data reset</Badge> : null}
          </div>
        </Panel>
      ) : null}
    </>
  );
}

function confirmDelete(p: ProfileView): boolean {
  return window.confirm(`Delete the profile "${p.name}" and its stored secret?`);
}

function confirmReset(): boolean {
  return window.confirm('Reset the sandbox to its generated data? Every change made on it is lost.');
}
