import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';

export function NotFound() {
  return (
    <div>
      <h1>
        <FormattedMessage id="common.notFound.title" />
      </h1>
      <p>
        <FormattedMessage id="common.notFound.body" />
      </p>
      <Link to="/activity">
        <FormattedMessage id="common.notFound.back" />
      </Link>
    </div>
  );
}
