import { FormattedMessage } from 'react-intl';

export function SettingsScreen() {
  return (
    <h1>
      <FormattedMessage id="settings.title" />
    </h1>
  );
}
