// Under a bulk grid: Send (with the count), why it is disabled, the draft's state and "Discard draft".
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
  onSend(): void;
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
      <span className="spacer" />
      <DraftStatus state={p.draft} />
      <Button variant="quiet" isDisabled={p.live} onPress={p.onDiscard}>
        <FormattedMessage id="bulk.draft.clear" />
      </Button>
    </div>
  );
}
