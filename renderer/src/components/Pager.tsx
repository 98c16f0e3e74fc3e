// Offset paging: "rows 101–200 of 795" with previous / next, announced politely when it changes.
import { FormattedMessage } from 'react-intl';
import { Button } from './Button';

export interface PagerProps {
  /** Index of the first row shown (0-based). */
  offset: number;
  /** Rows per page. */
  size: number;
  total: number;
  onOffset: (offset: number) => void;
}

export function Pager({ offset, size, total, onOffset }: PagerProps) {
  const from = total === 0 ? 0 : offset + 1;
  const to = Math.min(offset + size, total);
  return (
    <div className="row pager">
      <span className="small muted" aria-live="polite">
        {total === 0 ? <FormattedMessage id="common.noRows" /> : <FormattedMessage id="common.rowsRange" values={{ from, to, total }} />}
      </span>
      <Button isDisabled={offset <= 0} onPress={() => onOffset(Math.max(0, offset - size))}>
        <FormattedMessage id="common.previous" />
      </Button>
      <Button isDisabled={to >= total} onPress={() => onOffset(offset + size)}>
        <FormattedMessage id="common.next" />
      </Button>
    </div>
  );
}
