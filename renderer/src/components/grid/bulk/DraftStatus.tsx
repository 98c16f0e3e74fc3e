// Where the draft stands: loading, saving, saved at a time, or why it could not be saved; and below it any
// notice that needs the user (another tab saved meanwhile, a damaged draft kept aside, a draft too large).
import { FormattedMessage } from 'react-intl';
import { describeError } from '../../../i18n/describe-error';
import { useFormat } from '../../../i18n/format';
import { DraftNotice } from '../../drafts/DraftNotice';
import type { DraftState } from '../../../drafts/use-draft';

/** The error by its code, in the reader's language: never the main side's English sentence. */
function ErrorText({ error }: { error: unknown }) {
  const d = describeError(error);
  return <FormattedMessage id={d.messageId} values={d.values} />;
}

export function DraftStatus({ state }: { state: DraftState }) {
  const f = useFormat();
  const bad = state.kind === 'failed' || state.kind === 'tooLarge' || state.kind === 'conflict';
  return (
    <>
      <span className={`small ${bad ? 'bad-text' : 'muted'}`} role="status" data-testid="draft-status" data-state={state.kind}>
        {state.kind === 'loading' ? (
          <FormattedMessage id="bulk.draft.loading" />
        ) : state.kind === 'saving' ? (
          <FormattedMessage id="bulk.draft.saving" />
        ) : state.kind === 'failed' ? (
          state.cause.why === 'theirsDoesNotFit' ? (
            <FormattedMessage id="bulk.draft.theirsDoesNotFit" />
          ) : (
            <FormattedMessage id="bulk.draft.failed" values={{ message: <ErrorText error={state.cause.error} /> }} />
          )
        ) : state.kind === 'tooLarge' || state.kind === 'conflict' ? (
          <FormattedMessage id="bulk.draft.notSaving" />
        ) : state.savedAt ? (
          <FormattedMessage id="bulk.draft.saved" values={{ time: f.dateTime(state.savedAt) }} />
        ) : (
          <FormattedMessage id="bulk.draft.none" />
        )}
      </span>
      <DraftNotice state={state} />
    </>
  );
}
