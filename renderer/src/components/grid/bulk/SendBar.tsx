// Under a bulk grid: Send (with the count of what is left to send), why it is disabled, rows already applied with
// these values and the way to send them again (the user's explicit word), the draft's state and "Discard draft".
import type { Ref } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../Button';
import type { DraftState } from './useDraft';
import { DraftStatus } from './DraftStatus';

export interface SendBarProps {
  ref?: Ref<HTMLDivElement>;
  count: number;
  errors: number;
  canSend: boolean;
  /** The screen is locked (a one-shot request was sent): "nothing to send" is not said. */
  locked: boolean;
  live: boolean;
  draft: DraftState;
  /** Rows applied (or maybe) with these very values: sent again only through their own confirmation. */
  again: number;
  onSend(): void;
  onSendAgain(): void;
  onDiscard(): void;
}

export function SendBar(p: SendBarProps) {
  return (
    <div ref={p.ref} className="row bulk-actions">
      <Button variant="primary" isDisabled={!p.canSend} onPress={p.onSend}>
        <FormattedMessage id="bulk.send.go" values={{ count: p.count }} />
      </Button>
      <span className="small muted">
        {p.errors > 0 ? <FormattedMessage id="bulk.send.fixFirst" values={{ count: p.errors }} /> : p.count === 0 && !p.locked ? <FormattedMessage id="bulk.send.nothing" /> : null}
      </span>
      {p.again > 0 && !p.locked && !p.live ? (
        <Button variant="quiet" onPress={p.onSendAgain} data-testid="send-again">
          <FormattedMessage id="bulk.again.go" values={{ count: p.again }} />
        </Button>
      ) : null}
      <span className="spacer" />
      <DraftStatus state={p.draft} />
      <Button variant="quiet" isDisabled={p.live} onPress={p.onDiscard}>
        <FormattedMessage id="bulk.draft.clear" />
      </Button>
    </div>
  );
}
