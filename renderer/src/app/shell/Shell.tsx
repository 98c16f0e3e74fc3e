// The frame around every screen: top bar (profile switcher, palette, help), the environment banner, the
// navigation, the screen itself and the status bar; plus the global shortcuts.
import { Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useActiveProfile, useAppInfo } from '../../api/queries';
import { Button } from '../../components/Button';
import { SCREENS } from '../screens';
import { CommandPalette } from './CommandPalette';
import { HelpOverlay } from './HelpOverlay';
import { Nav } from './Nav';
import { ProfileSwitcher } from './ProfileSwitcher';
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

function SecretsNotice() {
  const info = useAppInfo().data;
  if (!info || info.secrets.persistent) return null;
  return (
    <div className="notice" role="note" data-testid="secrets-notice">
      {info.host === 'web' ? (
        <>
          <FormattedMessage id="shell.secrets.browserHost" />{' '}
        </>
      ) : null}
      <FormattedMessage id="shell.secrets.session" />
    </div>
  );
}

/** After a navigation, focus goes to the new screen (keyboard and screen-reader users land on it). */
function useFocusOnNavigate(main: React.RefObject<HTMLElement | null>) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const el = main.current;
    if (el && !el.contains(document.activeElement)) el.focus({ preventScroll: true });
  }, [pathname, main]);
}

export function Shell() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [palette, setPalette] = useState(false);
  const [help, setHelp] = useState(false);
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigate(main);
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
      goToScreen: (i: number) => {
        const s = SCREENS[i];
        if (s) void navigate({ to: s.path });
      },
    }),
    [navigate],
  );
  useShortcuts(handlers);

  return (
    <div className="shell">
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
      <SecretsNotice />
      <div className="workspace">
        <Nav />
        <main className="content" id="main" ref={main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <StatusBar />
      <CommandPalette isOpen={palette} onOpenChange={setPalette} onHelp={handlers.openHelp} />
      <HelpOverlay isOpen={help} onOpenChange={setHelp} />
    </div>
  );
}
