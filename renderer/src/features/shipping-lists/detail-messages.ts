// Messages of the coded values and the all-fields panels of the detail (ids start with `shippingLists.code.`
// and `shippingLists.allFields.`). Names come from the codes of spec §2.3, so they read in the user's language.
import { defineMessages } from '../../i18n/define';

export const detailMessages = defineMessages(
  {
    'shippingLists.code.headFeeType.1': 'By billed weight',
    'shippingLists.code.headFeeType.2': 'By actual weight',
    'shippingLists.code.headFeeType.3': 'By volume weight',
    'shippingLists.code.headFeeType.4': 'By SKU quantity',
    'shippingLists.code.headFeeType.5': 'By box volume',
    'shippingLists.code.headFeeType.6': 'Custom',
    'shippingLists.code.valueSource.0': 'Estimated',
    'shippingLists.code.valueSource.1': 'Actual',
    'shippingLists.code.valueSource.2': 'Custom',
    'shippingLists.code.relationType.1': 'Linked to goods',
    'shippingLists.code.relationType.2': 'Linked to whole list',
    'shippingLists.code.vendorText': 'The vendor’s text: {text}',
    'shippingLists.allFields.summary': 'All fields',
    'shippingLists.allFields.label': 'All fields of {what}',
  },
  {
    'shippingLists.code.headFeeType.1': '按计费重',
    'shippingLists.code.headFeeType.2': '按实重',
    'shippingLists.code.headFeeType.3': '按体积重',
    'shippingLists.code.headFeeType.4': '按SKU数量',
    'shippingLists.code.headFeeType.5': '按箱子体积',
    'shippingLists.code.headFeeType.6': '自定义',
    'shippingLists.code.valueSource.0': '预估',
    'shippingLists.code.valueSource.1': '实际',
    'shippingLists.code.valueSource.2': '自定义',
    'shippingLists.code.relationType.1': '关联商品',
    'shippingLists.code.relationType.2': '关联整单',
    'shippingLists.code.vendorText': '接口原文：{text}',
    'shippingLists.allFields.summary': '全部字段',
    'shippingLists.allFields.label': '{what} 的全部字段',
  },
);
