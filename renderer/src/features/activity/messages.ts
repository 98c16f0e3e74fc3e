// Messages of the Activity screen (ids start with `activity.`).
import { defineMessages } from '../../i18n/define';

export const messages = defineMessages(
  {
    'activity.title': 'Activity',
  },
  {
    'activity.title': '任务动态',
  },
);
