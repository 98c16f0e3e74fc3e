// The app shell: top bar with the active profile, navigation, and the screen of the current route.
import { useEffect, useState } from 'react';
import { Badge } from './components/ui';
import { useAppInfo, useProfiles } from './queries';
import { JobsScreen } from './screens/jobs/JobsScreen';
import { OperationsScreen } from './screens/OperationsScreen';
import { ProfilesScreen } from './screens/profiles/ProfilesScreen';
import { StatusScreen } from './screens/StatusScreen';

const ROUTES = [
  { id: 'profiles', label: 'Profiles', Screen: ProfilesScreen },
  { id: 'status', label: 'Connection', Screen: StatusScreen },
  { id: 'jobs', label: 'Batch jobs', Screen: JobsScreen },
  { id: 'operations', label: 'Operations', Screen: OperationsScreen },
] as const;
type RouteId = (typeof ROUTES)[number]['id'];

function routeFromHash(): RouteId {
  const id = window.location.hash.replace(/^#\/?/, '');
  return ROUTES.find((r) => r.id === id)?.id ?? 'profiles';
}

function useRoute(): RouteId {
  const [route, setRoute] = useState<RouteId>(routeFromHash);
  useEffect(() => {
    const onChange = () => setRoute(routeFromHash());
    window.addEventListener('hashchange', onChange);
    return () => window.removeEventListener('hashchange', onChange);
  }, []);
  return route;
}

function useTheme(theme: 'system' | 'light' | 'dark' | undefined): void {
  useEffect(() => {
    const dark = theme === 'dark' || (theme !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  }, [theme]);
}

export function App() {
  const route = useRoute();
  const info = useAppInfo();
  const profiles = useProfiles();
  const active = profiles.data?.profiles.find((p) => p.active) ?? null;
  useTheme(active?.theme);
  useEffect(() => {
    document.documentElement.lang = active?.locale ?? 'en';
  }, [active?.locale]);
  const { Screen } = ROUTES.find((r) => r.id === route) ?? ROUTES[0];

  return (
    <div className="shell">
      <header className="topbar">
        <span className="brand">Opsdesk</span>
        <span className="subtitle">Multi-Platform Commerce Operations</span>
        <span className="spacer" />
        {active ? (
          <span className="active-profile" aria-label="Active profile">
            {active.kind === 'sandbox' ? <Badge tone="info">Sandbox</Badge> : <Badge tone="warn">Live</Badge>} {active.name}
          </span>
        ) : (
          <span className="active-profile">no active profile</span>
        )}
      </header>
      {info.data && !info.data.secrets.persistent ? (
        <div className="notice" role="note">
          {info.data.host === 'web' ? 'Browser host. ' : ''}
          {info.data.secrets.note}
        </div>
      ) : null}
      <div className="body">
        <nav className="sidebar" aria-label="Screens">
          {ROUTES.map((r) => (
            <a key={r.id} href={`#/${r.id}`} className={r.id === route ? 'current' : undefined} aria-current={r.id === route ? 'page' : undefined}>
              {r.label}
            </a>
          ))}
          {info.data ? (
            <div className="sidebar-foot">
              {info.data.name} {info.data.version}
              <br />
              {info.data.host === 'web' ? 'browser host' : 'desktop'}
            </div>
          ) : null}
        </nav>
        <main className="content">
          <Screen />
        </main>
      </div>
    </div>
  );
}

/** Shown in a browser tab opened without the launch token. */
export function NoTokenScreen() {
  return (
    <div className="shell">
      <header className="topbar">
        <span className="brand">Opsdesk</span>
      </header>
      <main className="content">
        <h1>Open Opsdesk from the address it printed</h1>
        <p>
          The browser host only answers pages that carry its launch token. Open the full address that <code>npm start</code> or{' '}
          <code>npm run start:web</code> printed in the terminal (it ends in <code>#token=…</code>).
        </p>
      </main>
    </div>
  );
}
