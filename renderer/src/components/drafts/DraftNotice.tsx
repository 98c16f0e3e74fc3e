// What the user must hear about a draft, with the choice it needs: another tab saved meanwhile (keep mine /
// load theirs), a damaged draft kept aside, a draft too large to keep, a saved draft that arrived after the user
// had started typing (what they typed was kept; load the saved one instead?). Nothing otherwise.
import { FormattedMessage } from 'react-intl';
import './drafts.css';
import { useFormat } from '../../i18n/format';
import { Button } from '../Button';
import type { DraftState } from '../../drafts/draft-state';

const MB = 1_000_000;

export function DraftNotice({ state }: { state: DraftState }) {
  const f = useFormat();
  const late = state.notLoaded;
  const lateNotice = late ? (
    <div className="notice draft-notice" role="alert" data-testid="draft-not-loaded">
      <p>
        <FormattedMessage id="drafts.notLoaded" />
      </p>
      <Button onPress={late.loadStored}>
        <FormattedMessage id="drafts.notLoaded.load" />
      </Button>{' '}
      <Button variant="quiet" onPress={late.dismiss}>
        <FormattedMessage id="drafts.notLoaded.keep" />
      </Button>
    </div>
  ) : null;
  const main = mainNotice(state, f);
  return main || lateNotice ? (
    <>
      {main}
      {lateNotice}
    </>
  ) : null;
}

function mainNotice(state: DraftState, f: ReturnType<typeof useFormat>) {
  if (state.kind === 'conflict') {
    return (
      <div className="notice draft-notice" role="alert" data-testid="draft-conflict">
        <p>
          <FormattedMessage id="drafts.conflict" values={{ time: state.theirs.savedAt ? f.dateTime(state.theirs.savedAt) : 'none' }} />
        </p>
        <Button variant="primary" onPress={state.keepMine}>
          <FormattedMessage id="drafts.conflict.keepMine" />
        </Button>{' '}
        <Button onPress={state.loadTheirs}>
          <FormattedMessage id="drafts.conflict.loadTheirs" />
        </Button>
      </div>
    );
  }
  if (state.kind === 'tooLarge') {
    return (
      <div className="notice draft-notice bad" role="alert" data-testid="draft-too-large">
        <FormattedMessage id="drafts.tooLarge" values={{ size: (state.bytes / MB).toFixed(1), limit: Math.floor(state.limit / MB) }} />
      </div>
    );
  }
  if (state.kind === 'idle' && state.damaged) {
    const dismiss = state.dismissDamaged;
    return (
      <div className="notice draft-notice" role="alert" data-testid="draft-damaged">
        <p>
          <FormattedMessage id="drafts.damaged" values={{ reason: state.damaged.reason, file: state.damaged.keptAs ?? '—' }} />
        </p>
        {dismiss ? (
          <Button variant="quiet" onPress={dismiss}>
            <FormattedMessage id="drafts.damaged.dismiss" />
          </Button>
        ) : null}
      </div>
    );
  }
  return null;
}
