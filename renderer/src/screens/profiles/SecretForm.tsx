// Write-only: the secret goes to the main process and is never shown or sent back.
import { useState, type FormEvent } from 'react';
import type { ProfileView } from '../../../../shared/ipc';
import { ErrorLine } from '../../components/ui';
import { keys, useBridgeMutation } from '../../queries';

export function SecretForm({ profile, note, onDone }: { profile: ProfileView; note: string; onDone: () => void }) {
  const [secret, setSecret] = useState('');
  const save = useBridgeMutation('profiles.setSecret', [keys.profiles, keys.token]);
  const clear = useBridgeMutation('profiles.clearSecret', [keys.profiles, keys.token]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { id: profile.id, secret },
      {
        onSuccess: () => {
          setSecret('');
          onDone();
        },
      },
    );
  };

  return (
    <form className="form" onSubmit={submit} aria-label="Set app secret">
      <p className="hint">
        Setting the app secret of <strong>{profile.name}</strong>. {note}
      </p>
      <label>
        App secret
        <input type="password" autoComplete="off" value={secret} onChange={(e) => setSecret(e.target.value)} required />
      </label>
      <ErrorLine error={save.error ?? clear.error} />
      <div className="form-actions">
        <button type="submit" className="primary" disabled={save.isPending || secret === ''}>
          Save secret
        </button>
        {profile.secret.set && profile.secret.source !== 'env' ? (
          <button type="button" onClick={() => clear.mutate({ id: profile.id }, { onSuccess: onDone })}>
            Remove secret
          </button>
        ) : null}
        <button type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
