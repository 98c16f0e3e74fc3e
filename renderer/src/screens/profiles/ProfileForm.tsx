// Create a live profile, or edit any profile's non-secret settings.
import { useState, type FormEvent } from 'react';
import type { ProfileView } from '../../../../shared/ipc';
import { ErrorLine } from '../../components/ui';
import { keys, useBridgeMutation } from '../../queries';

type Locale = ProfileView['locale'];
type Theme = ProfileView['theme'];

export function ProfileForm({ editing, onDone }: { editing: ProfileView | null; onDone: () => void }) {
  const [name, setName] = useState(editing?.name ?? '');
  const [baseUrl, setBaseUrl] = useState(editing?.baseUrl ?? 'https://');
  const [appId, setAppId] = useState(editing?.appId ?? '');
  const [locale, setLocale] = useState<Locale>(editing?.locale ?? 'en');
  const [theme, setTheme] = useState<Theme>(editing?.theme ?? 'system');
  const create = useBridgeMutation('profiles.create', [keys.profiles]);
  const update = useBridgeMutation('profiles.update', [keys.profiles]);
  const isSandbox = editing?.kind === 'sandbox';
  const pending = create.isPending || update.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const done = { onSuccess: onDone };
    if (editing) {
      const patch = isSandbox ? { name, locale, theme } : { name, baseUrl, appId, locale, theme };
      update.mutate({ id: editing.id, patch }, done);
    } else {
      create.mutate({ kind: 'live', name, baseUrl, appId, locale, theme }, done);
    }
  };

  return (
    <form className="form" onSubmit={submit} aria-label={editing ? 'Edit profile' : 'New live profile'}>
      <label>
        Name
        <input value={name} onChange={(e) => setName(e.target.value)} required maxLength={80} />
      </label>
      {isSandbox ? (
        <p className="hint">The sandbox profile always uses the embedded emulator and its demo credentials.</p>
      ) : (
        <>
          <label>
            Base URL
            <input value={baseUrl} onChange={(e) => setBaseUrl(e.target.value)} required placeholder="https://openapi.example.com" />
          </label>
          <label>
            App id
            <input value={appId} onChange={(e) => setAppId(e.target.value)} required placeholder="16 characters" spellCheck={false} />
          </label>
        </>
      )}
      <div className="form-row">
        <label>
          Language
          <select value={locale} onChange={(e) => setLocale(e.target.value as Locale)}>
            <option value="en">English</option>
            <option value="zh-CN">中文（简体）</option>
          </select>
        </label>
        <label>
          Theme
          <select value={theme} onChange={(e) => setTheme(e.target.value as Theme)}>
            <option value="system">System</option>
            <option value="light">Light</option>
            <option value="dark">Dark</option>
          </select>
        </label>
      </div>
      <ErrorLine error={create.error ?? update.error} />
      <div className="form-actions">
        <button type="submit" className="primary" disabled={pending}>
          {editing ? 'Save changes' : 'Create profile'}
        </button>
        <button type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
