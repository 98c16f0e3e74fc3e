// Above the grid while a long stored draft comes back: how many of its rows are back, so the grid's blank rows
// meanwhile never look as if the rows were lost. What is typed meanwhile wins, and the user chooses (DraftNotice).
import { FormattedMessage } from 'react-intl';

export function DraftRestoring({ restoring }: { restoring: { done: number; total: number } }) {
  return (
    <div className="bulk-restoring stack" data-testid="draft-restore" role="status">
      <p>
        <FormattedMessage id="bulk.draft.restoring" values={restoring} />
      </p>
      <progress className="progress" max={restoring.total} value={restoring.done} />
      <p className="small muted">
        <FormattedMessage id="bulk.draft.restoringNote" />
      </p>
    </div>
  );
}
