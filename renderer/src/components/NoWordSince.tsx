// What a job's progress says while the browser host does not answer: the time Opsdesk was last heard from,
// never a rate or a countdown (nothing is known of the job since).
import { FormattedMessage } from 'react-intl';
import { useHostState } from '../bridge/host-state';
import { useFormat } from '../i18n/format';

/** The time the host last answered, formatted; null while it answers (or in Electron). */
export function useNoWordSince(): string | null {
  const state = useHostState();
  const f = useFormat();
  if (state === null || state.kind === 'up') return null;
  return f.time(new Date(state.lastContact).toISOString());
}

export function NoWordSince({ time }: { time: string }) {
  return (
    <span className="no-word-since" data-testid="no-word-since">
      <FormattedMessage id="shell.host.noWord" values={{ time }} />
    </span>
  );
}
