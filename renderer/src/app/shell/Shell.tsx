// The frame around every screen: top bar (profile switcher, palette, help), the environment banner, the
// navigation, the screen itself and the status bar; plus the global shortcuts.
import { Link, Outlet, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useActiveProfile, useAppInfo, useProfiles, useTeamStatus } from '../../api/queries';
import { Button } from '../../components/Button';
import { screenOfShortcut } from '../screens';
import { CommandPalette } from './CommandPalette';
import { HelpOverlay } from './HelpOverlay';
import { HostBanner, useReadOnlyWhileHostAway } from './HostBanner';
import { Nav } from './Nav';
import { ProfileSwitcher } from './ProfileSwitcher';
import { ScheduleNotifier } from './ScheduleNotifier';
import { useShortcuts } from './shortcuts';
import { StatusBar } from './StatusBar';

function EnvBanner() {
  const active = useActiveProfile();
  if (!active) return null;
  return (
    <div className={`env-banner ${active.kind}`} role="note" data-testid="env-banner">
      {active.kind === 'live' ? <FormattedMessage id="shell.env.liveBanner" values={{ name: active.name }} /> : <FormattedMessage id="shell.env.sandboxBanner" />}
    </div>
  );
}

/** In a team whose server this start does not have: said at the top, with the way to Settings → Team. */
function TeamMissingBanner() {
  const team = useTeamStatus().data;
  if (team?.mode !== 'missing') return null;
  return (
    <div className="host-banner" role="alert" data-testid="team-missing">
      <strong>
        <FormattedMessage id="shell.team.missing.title" />
      </strong>{' '}
      <FormattedMessage id="shell.team.missing.body" />{' '}
      <Link to="/settings" className="btn link">
        <FormattedMessage id="shell.team.missing.go" />
      </Link>
    </div>
  );
}

function SecretsNotice() {
  const info = useAppInfo().data;
  if (!info || info.secrets.persistent) return null;
  return (
    <div className="notice" role="note" data-testid="secrets-notice">
      <FormattedMessage id="shell.secrets.session" values={{ host: info.host }} />
    </div>
  );
}

/** What the main process noticed at start (a damaged settings file set aside, recovered profiles): shown once. */
function StartupNotices() {
  const notices = useAppInfo().data?.notices ?? [];
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || notices.length === 0) return null;
  return (
    <div className="notice" role="note" data-testid="startup-notices">
      <FormattedMessage id="shell.notices.title" />
      <ul>
        {notices.map((n) => (
          <li key={n.code} data-code={n.code}>
            <span lang="en">{n.message}</span>
          </li>
        ))}
      </ul>
      <Button variant="quiet" onPress={() => setDismissed(true)}>
        <FormattedMessage id="shell.notices.dismiss" />
      </Button>
    </div>
  );
}

/**
 * After a navigation to another screen, it shows from its top and focus goes to it (keyboard and screen-reader users land on it), unless
 * the new screen put the focus somewhere of its own (a scan box). Checked once the screen has rendered: the old
 * screen's field may hold the focus until then.
 */
function useFocusOnNavigate(main: React.RefObject<HTMLElement | null>) {
  const router = useRouter();
  useEffect(() => {
    const unsubscribe = router.subscribe('onRendered', (e) => {
      if (!e.fromLocation || !e.pathChanged) return;
      // A screen opens at its top: the content area is one scroller for every screen, and the router's scroll
      // restoration knows only the window, so Listings opened at the last screen's offset (issue 32).
      main.current?.scrollTo({ top: 0, left: 0 });
      requestAnimationFrame(() => {
        const el = main.current;
        if (el && !el.contains(document.activeElement)) el.focus({ preventScroll: true });
      });
    });
    return unsubscribe;
  }, [router, main]);
}

export function Shell() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [palette, setPalette] = useState(false);
  const [help, setHelp] = useState(false);
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);
  const hostAway = useReadOnlyWhileHostAway();
  const handlers = useMemo(
    () => ({
      openPalette: () => {
        setHelp(false);
        setPalette(true);
      },
      openHelp: () => {
        setPalette(false);
        setHelp(true);
      },
      goToScreen: (digit: number) => {
        const s = screenOfShortcut(digit);
        if (s) void navigate({ to: s.path });
      },
    }),
    [navigate],
  );
  useShortcuts(handlers);
  const screenKey = useScreenKey();

  return (
    <div className="shell" data-host-away={hostAway || undefined}>
      <HostBanner />
      <header className="topbar">
        <Button variant="link" className="skip-link" onPress={() => main.current?.focus()}>
          <FormattedMessage id="shell.skipToContent" />
        </Button>
        <span className="brand">
          <FormattedMessage id="shell.brand" />
        </span>
        <span className="spacer" />
        <Button onPress={handlers.openPalette} aria-keyshortcuts="Control+K" data-testid="open-palette">
          <FormattedMessage id="shell.palette.button" /> <kbd aria-hidden="true">Ctrl K</kbd>
        </Button>
        <Button onPress={handlers.openHelp} aria-label={intl.formatMessage({ id: 'shell.help.title' })} aria-keyshortcuts="?">
          ?
        </Button>
        <ProfileSwitcher />
      </header>
      <EnvBanner />
      <TeamMissingBanner />
      <SecretsNotice />
      <StartupNotices />
      <div className="workspace">
        <Nav />
        <main className="content" id="main" ref={main} tabIndex={-1} data-read-only={hostAway || undefined}>
          {/* Every screen is mounted under the active profile: a switch mounts it afresh (its draft, its ledger).
              Nothing is drawn until the profile is known, so no early input is lost to that first remount. */}
          {screenKey === undefined ? null : <Outlet key={screenKey} />}
        </main>
      </div>
      <StatusBar />
      <ScheduleNotifier />
      <CommandPalette isOpen={palette} onOpenChange={setPalette} onHelp={handlers.openHelp} />
      <HelpOverlay isOpen={help} onOpenChange={setHelp} />
    </div>
  );
}

/** The active profile's id once known (a failed read keeps the last one known: a host away is not a switch). */
function useScreenKey(): string | undefined {
  const profiles = useProfiles();
  const known = useRef<string | undefined>(undefined);
  if (profiles.data) known.current = profiles.data.activeId ?? 'none';
  return known.current;
}
