// Under a bulk grid: Send (with the count of what is left to send), why it is disabled, rows already applied with
// these values and the way to send them again (the user's explicit word), the draft's state and "Discard draft".
import { useId, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormat } from '../../../i18n/format';
import type { SendReasons } from '../../../jobs/send-plan';
import { Button } from '../../Button';
import type { DraftState } from '../../../drafts/use-draft';
import { DraftStatus } from './DraftStatus';

export interface SendBarProps {
  ref?: Ref<HTMLDivElement>;
  count: number;
  /** Of `count`: rows there besides new work, named beside Send so a count after a cancel or an edit is explained. */
  reasons: SendReasons;
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
  const intl = useIntl();
  const f = useFormat();
  const hintId = useId();
  const why = [
    p.reasons.leftUnsent > 0 ? intl.formatMessage({ id: 'bulk.send.whyLeftUnsent' }, { count: p.reasons.leftUnsent }) : null,
    p.reasons.changed > 0 ? intl.formatMessage({ id: 'bulk.send.whyChanged' }, { count: p.reasons.changed }) : null,
  ].filter((t): t is string => t !== null);
  return (
    <div ref={p.ref} className="row bulk-actions">
      <Button variant="primary" isDisabled={!p.canSend} onPress={p.onSend} aria-describedby={hintId}>
        <FormattedMessage id="bulk.send.go" values={{ count: p.count }} />
      </Button>
      <span className="small muted" id={hintId} data-testid="send-hint">
        {p.errors > 0 ? (
          <FormattedMessage id="bulk.send.fixFirst" values={{ count: p.errors }} />
        ) : p.count === 0 && !p.locked ? (
          <FormattedMessage id="bulk.send.nothing" />
        ) : p.count > 0 && why.length > 0 ? (
          f.phrases(why)
        ) : null}
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
