// Where the draft stands: loading, saving, saved at a time, or why it could not be saved.
import { FormattedMessage } from 'react-intl';
import { useFormat } from '../../../i18n/format';
import type { DraftState } from './useDraft';

export function DraftStatus({ state }: { state: DraftState }) {
  const f = useFormat();
  return (
    <span className={`small ${state.kind === 'failed' ? 'bad-text' : 'muted'}`} role="status" data-testid="draft-status" data-state={state.kind}>
      {state.kind === 'loading' ? (
        <FormattedMessage id="bulk.draft.loading" />
      ) : state.kind === 'saving' ? (
        <FormattedMessage id="bulk.draft.saving" />
      ) : state.kind === 'failed' ? (
        <FormattedMessage id="bulk.draft.failed" values={{ message: state.message }} />
      ) : state.savedAt ? (
        <FormattedMessage id="bulk.draft.saved" values={{ time: f.dateTime(state.savedAt) }} />
      ) : (
        <FormattedMessage id="bulk.draft.none" />
      )}
    </span>
  );
}
