// Messages of the Cargo screen (ids start with `cargo.`).
import { defineMessages } from '../../i18n/define';

export const messages = defineMessages(
  {
    'cargo.title': 'Cargo',
    'cargo.summary': 'Prepare cargo temporary storage drafts with their goods.',
  },
  {
    'cargo.title': '货件暂存',
    'cargo.summary': '创建货件暂存草稿及其商品。',
  },
);
