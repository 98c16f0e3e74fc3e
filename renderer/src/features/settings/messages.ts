// Messages of the Settings screen (ids start with `settings.`).
import { defineMessages } from '../../i18n/define';

export const messages = defineMessages(
  {
    'settings.title': 'Settings',
  },
  {
    'settings.title': '设置',
  },
);
