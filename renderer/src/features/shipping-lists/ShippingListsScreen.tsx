// Placeholder until this screen is built (issue 10): says so in both locales.
import { ComingSoon } from '../../components/ComingSoon';

export function ShippingListsScreen() {
  return <ComingSoon title="shippingLists.title" summary="shippingLists.summary" />;
}
