// How the browser host's launch credential reaches this tab, kept in one small module so the host can change
// its hand-over (today `#token=…`) without touching anything else.
//
// Routes live in the fragment too (`#/activity?job=…`), so the credential must never share it with them: it is
// read before the router starts, kept in this tab's sessionStorage (a reload keeps working, another tab does
// not inherit it) and the address bar is rewritten to the bare route at once.

const STORAGE_KEY = 'opsdesk.launchToken';
const TOKEN_IN_FRAGMENT = /^#token=([A-Za-z0-9_-]+)$/;

/** True when the fragment carries a launch credential rather than a route. */
export function fragmentHasLaunchToken(hash: string): boolean {
  return TOKEN_IN_FRAGMENT.test(hash);
}

/** The launch token of this tab, taken out of the address bar if it just arrived there. */
export function takeLaunchToken(): string | null {
  const match = TOKEN_IN_FRAGMENT.exec(window.location.hash);
  if (match?.[1]) {
    sessionStorage.setItem(STORAGE_KEY, match[1]);
    history.replaceState(null, '', `${window.location.pathname}${window.location.search}#/`);
    return match[1];
  }
  return sessionStorage.getItem(STORAGE_KEY);
}

/**
 * Makes `token` this tab's session (a launch address pasted into the page) and starts the page again on it.
 * The old session, whatever it was, is replaced.
 */
export function adoptLaunchToken(token: string): void {
  sessionStorage.setItem(STORAGE_KEY, token);
  history.replaceState(null, '', `${window.location.pathname}${window.location.search}#/`);
  window.location.reload();
}

/** The token of a `#token=…` fragment, or null. */
export function tokenOfFragment(hash: string): string | null {
  return TOKEN_IN_FRAGMENT.exec(hash)?.[1] ?? null;
}
