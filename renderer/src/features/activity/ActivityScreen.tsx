import { FormattedMessage } from 'react-intl';

export function ActivityScreen() {
  return (
    <h1>
      <FormattedMessage id="activity.title" />
    </h1>
  );
}
