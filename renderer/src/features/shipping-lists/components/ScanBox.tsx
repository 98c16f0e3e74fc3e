// The scan box: a keyboard-wedge scanner types a code and Enter; staff paste a column of codes. The input is
// uncontrolled and cleared in the same key event, so keystrokes arriving 8 ms apart are never lost to a
// re-render, and focus never leaves it.
import { useState, type ClipboardEvent, type KeyboardEvent, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { beep } from '../beep';
import { splitCodes } from '../scan';

export interface ScanFeedback {
  added: string[];
  duplicates: string[];
  malformed: string[];
}

/** `input` lets the screen bring focus back here after a queue action (clear, remove). */
export function ScanBox({ onCodes, input }: { onCodes: (codes: string[]) => ScanFeedback; input?: RefObject<HTMLInputElement | null> }) {
  const intl = useIntl();
  const [last, setLast] = useState<(ScanFeedback & { seq: number }) | null>(null);

  const accept = (text: string) => {
    const codes = splitCodes(text);
    if (codes.length === 0) return;
    const feedback = onCodes(codes);
    beep(feedback.malformed.length > 0 ? 'bad' : feedback.added.length === 0 ? 'repeat' : 'ok');
    setLast((prev) => ({ ...feedback, seq: (prev?.seq ?? 0) + 1 }));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
    e.preventDefault();
    const el = e.currentTarget;
    const text = el.value;
    el.value = '';
    accept(text);
  };

  // A single-line input would drop the newlines of a pasted column: take the clipboard's text ourselves.
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text/plain');
    if (!/[\s,;，；]/u.test(text.trim())) return; // one code: let it land in the box, Enter accepts it
    e.preventDefault();
    const el = e.currentTarget;
    const typed = el.value;
    el.value = '';
    accept(`${typed} ${text}`);
  };

  return (
    <div className="scan-box">
      <label htmlFor="scan-input" className="scan-label">
        <FormattedMessage id="shippingLists.scan.label" />
      </label>
      <input
        id="scan-input"
        ref={input}
        className="input scan-input"
        autoFocus
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="enter"
        placeholder={intl.formatMessage({ id: 'shippingLists.scan.placeholder' })}
        aria-describedby="scan-hint scan-feedback"
        onKeyDown={onKeyDown}
        onPaste={onPaste}
        data-testid="scan-input"
      />
      <p id="scan-hint" className="small muted">
        <FormattedMessage id="shippingLists.scan.hint" />
      </p>
      <div id="scan-feedback" className="scan-feedback" role="status" aria-live="polite" data-seq={last?.seq ?? 0}>
        {last ? <Feedback feedback={last} /> : null}
      </div>
    </div>
  );
}

function Feedback({ feedback }: { feedback: ScanFeedback }) {
  const { added, duplicates, malformed } = feedback;
  return (
    <>
      {added.length > 0 ? (
        <span className="scan-ok">
          <FormattedMessage id="shippingLists.scan.added" values={{ count: added.length, code: added[added.length - 1] }} />
        </span>
      ) : null}
      {duplicates.length > 0 ? (
        <span className="scan-repeat">
          <FormattedMessage id="shippingLists.scan.duplicates" values={{ count: duplicates.length, code: duplicates[0] }} />
        </span>
      ) : null}
      {malformed.length > 0 ? (
        <span className="scan-bad">
          <FormattedMessage id="shippingLists.scan.malformed" values={{ count: malformed.length, code: malformed[0] }} />
        </span>
      ) : null}
    </>
  );
}
