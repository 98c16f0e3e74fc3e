// Offset paging with the vendor's total count.
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';

export function Pager({ page, size, total, onPage }: { page: number; size: number; total: number; onPage: (page: number) => void }) {
  const intl = useIntl();
  const pages = Math.max(1, Math.ceil(total / size));
  const from = total === 0 ? 0 : page * size + 1;
  const to = Math.min(total, (page + 1) * size);
  return (
    <nav className="pager row" aria-label={intl.formatMessage({ id: 'listings.pager.label' })}>
      <Button onPress={() => onPage(page - 1)} isDisabled={page <= 0}>
        <FormattedMessage id="common.previous" />
      </Button>
      <span aria-live="polite" className="pager-status">
        <FormattedMessage id="listings.pager.status" values={{ page: page + 1, pages, from, to, total }} />
      </span>
      <Button onPress={() => onPage(page + 1)} isDisabled={page + 1 >= pages}>
        <FormattedMessage id="common.next" />
      </Button>
    </nav>
  );
}
