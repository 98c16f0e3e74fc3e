// Above the grid while a long stored draft comes back: how many of its rows are back, so the grid's blank rows
// meanwhile never look as if the rows were lost. What is typed meanwhile wins, and the user chooses (DraftNotice).
import { FormattedMessage } from 'react-intl';
import type { DraftState } from '../../../drafts/use-draft';

export function DraftRestoring({ state }: { state: DraftState }) {
  const restoring = state.kind === 'loading' ? state.restoring : undefined;
  return (
    <div className="bulk-restoring stack" data-testid="draft-restore" role="status">
      <p>{restoring ? <FormattedMessage id="bulk.draft.restoring" values={restoring} /> : <FormattedMessage id="bulk.draft.loading" />}</p>
      {restoring && <progress className="progress" max={restoring.total} value={restoring.done} />}
      <p className="small muted">
        <FormattedMessage id="bulk.draft.restoringNote" />
      </p>
    </div>
  );
}
