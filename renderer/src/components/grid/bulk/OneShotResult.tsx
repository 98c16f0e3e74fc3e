// A one-shot screen's outcome (cargo, a whole-body request): the job and the vendor's answer at the top of the
// screen, scrolled to where the eye is, with "Start a new one" as the only way to send again.
import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../Button';
import { JobPanel } from '../../job/JobPanel';
import type { useBulkJob } from '../../job/useBulkJob';

export function OneShotResult({ bulk, result, onStartNew }: { bulk: ReturnType<typeof useBulkJob>; result: ReactNode; onStartNew(): void }) {
  const intl = useIntl();
  const topRef = useRef<HTMLDivElement>(null);
  // A block body: Chromium's scrollIntoView now returns a Promise, which React would take for a clean-up.
  // The result takes the place of the action: in view and focused when it shows, and again when the job ends.
  useEffect(() => {
    topRef.current?.focus({ preventScroll: true });
    topRef.current?.scrollIntoView?.({ block: 'start' });
  }, [bulk.live]);
  return (
    <div ref={topRef} tabIndex={-1} className="bulk-oneshot stack" role="region" aria-label={intl.formatMessage({ id: 'bulk.results.title' })} data-testid="oneshot-result">
      <JobPanel bulk={bulk} />
      {result}
      <div className="row">
        <span className="small">
          <FormattedMessage id="bulk.oneShot.done" />
        </span>
        <Button variant="primary" isDisabled={bulk.live} onPress={onStartNew}>
          <FormattedMessage id="bulk.oneShot.new" />
        </Button>
      </div>
    </div>
  );
}
