// The SANDBOX / LIVE marker: a coloured block with the word, never colour alone.
import { FormattedMessage } from 'react-intl';

export function EnvMarker({ kind }: { kind: 'sandbox' | 'live' }) {
  return (
    <span className={`env-marker ${kind}`} data-env={kind}>
      {kind === 'live' ? <FormattedMessage id="shell.env.live" /> : <FormattedMessage id="shell.env.sandbox" />}
    </span>
  );
}
