// Which product-page field an un-pairing id is, per platform (spec §4.4), from the catalogue's table.
import { FormattedMessage } from 'react-intl';
import { useFormat } from '../../../i18n/format';
import { CANCEL_PAIRING_PLATFORMS } from '../../../../../shared/catalogue';
import type { PairingField } from '../unpair';

const FIELDS: readonly PairingField[] = ['MSKU ID', 'product ID', 'variant ID', 'MSKU'];
const FIELD_MESSAGE = {
  'MSKU ID': 'listings.field.mskuId',
  'product ID': 'listings.field.productId',
  'variant ID': 'listings.field.variantId',
  MSKU: 'listings.field.msku',
} as const;

export function pairingFieldMessage(field: PairingField) {
  return FIELD_MESSAGE[field];
}

export function PairingFieldHelp() {
  const f = useFormat();
  const byField = FIELDS.map((field) => ({ field, codes: Object.keys(CANCEL_PAIRING_PLATFORMS).filter((p) => CANCEL_PAIRING_PLATFORMS[p] === field) }));
  return (
    <div className="pairing-help">
      <p>
        <FormattedMessage id="listings.help.intro" />
      </p>
      <table className="table compact">
        <caption className="visually-hidden">
          <FormattedMessage id="listings.help.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="listings.help.platforms" />
            </th>
            <th scope="col">
              <FormattedMessage id="listings.help.field" />
            </th>
          </tr>
        </thead>
        <tbody>
          {byField.map(({ field, codes }) => (
            <tr key={field}>
              <td>
                <code>{f.items(codes)}</code>
              </td>
              <td>
                <FormattedMessage id={FIELD_MESSAGE[field]} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="small muted">
        <FormattedMessage id="listings.help.others" />
      </p>
    </div>
  );
}
