// An address Opsdesk printed, pasted into the page to reconnect: the browser host's root with its token
// (`http://127.0.0.1:8790/#token=…`) or a launch link (`…/launch?code=…`), on loopback only. Anything else is
// refused: the page never navigates to an address it was merely given.

const LOOPBACK = new Set(['127.0.0.1', 'localhost']);

export function parseLaunchAddress(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' || !LOOPBACK.has(url.hostname) || url.username || url.password) return null;
  if (url.pathname === '/' && /^#token=[A-Za-z0-9_-]+$/.test(url.hash)) return url.href;
  if (url.pathname === '/launch' && /^\?code=[A-Za-z0-9_-]+$/.test(url.search) && url.hash === '') return url.href;
  return null;
}
