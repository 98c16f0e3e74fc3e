// Messages of the Stock screen (ids start with `stock.`).
import { defineMessages } from '../../i18n/define';

export const messages = defineMessages(
  {
    'stock.title': 'Stock',
    'stock.summary': 'Change stock quantities of videox and retailx listings in a grid.',
  },
  {
    'stock.title': '库存',
    'stock.summary': '在表格中批量修改 videox 和 retailx 库存。',
  },
);
