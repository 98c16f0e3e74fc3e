// The browser host went away, or this tab's session is not the running host's: said once, at the top, in the
// user's language, with what to do. Meanwhile the page stays as it was, read-only (read-only-guard.ts).
import { useEffect, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { parseLaunchAddress } from '../../bridge/launch-address';
import { adoptLaunchToken, tokenOfFragment } from '../../bridge/launch-token';
import { useHostState } from '../../bridge/host-state';
import { Button } from '../../components/Button';
import { TextField } from '../../components/fields';
import { useFormat } from '../../i18n/format';
import { guardReadOnly } from './read-only-guard';

export const HOST_BANNER_ID = 'host-banner';

/** Keeps the whole page read-only while the host does not answer; only the banner stays usable. */
export function useReadOnlyWhileHostAway(): boolean {
  const state = useHostState();
  const away = state !== null && state.kind !== 'up';
  useEffect(() => {
    if (!away) return;
    return guardReadOnly(document.documentElement, (target) => target instanceof Node && document.getElementById(HOST_BANNER_ID)?.contains(target) === true);
  }, [away]);
  return away;
}

function Reconnect() {
  const intl = useIntl();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const url = parseLaunchAddress(text);
    if (!url) {
      setInvalid(true);
      return;
    }
    const target = new URL(url);
    const token = tokenOfFragment(target.hash);
    // This very host with its new token: the tab takes it and starts again. Another address (another port, a
    // launch link): the browser goes there.
    if (token !== null && target.origin === window.location.origin) adoptLaunchToken(token);
    else window.location.assign(url);
  };
  return (
    <form className="row host-reconnect" onSubmit={submit}>
      <TextField
        label={intl.formatMessage({ id: 'shell.host.paste.label' })}
        value={text}
        onChange={(v) => {
          setText(v);
          setInvalid(false);
        }}
        placeholder="http://127.0.0.1:8790/#token=…"
        spellCheck={false}
        error={invalid ? intl.formatMessage({ id: 'shell.host.paste.invalid' }) : undefined}
      />
      <Button type="submit" variant="primary">
        <FormattedMessage id="shell.host.paste.go" />
      </Button>
    </form>
  );
}

export function HostBanner() {
  const state = useHostState();
  const f = useFormat();
  if (state === null || state.kind === 'up') return null;
  const time = f.time(new Date(state.lastContact).toISOString());
  return (
    <div className="host-banner" id={HOST_BANNER_ID} role="alert" data-testid="host-banner" data-state={state.kind}>
      <strong>
        <FormattedMessage id={state.kind === 'away' ? 'shell.host.away.title' : 'shell.host.replaced.title'} />
      </strong>{' '}
      <FormattedMessage id={state.kind === 'away' ? 'shell.host.away.body' : 'shell.host.replaced.body'} values={{ time }} />
      {state.kind === 'replaced' ? <Reconnect /> : null}
    </div>
  );
}
