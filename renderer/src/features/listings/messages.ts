// Messages of the Listings screen (ids start with `listings.`).
import { defineMessages } from '../../i18n/define';

export const messages = defineMessages(
  {
    'listings.title': 'Listings',
    'listings.summary': 'Search the online listings and cancel pairings.',
  },
  {
    'listings.title': '在线产品',
    'listings.summary': '查询在线产品并取消配对。',
  },
);
