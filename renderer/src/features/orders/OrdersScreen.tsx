// Placeholder until this screen is built (issue 10): says so in both locales.
import { ComingSoon } from '../../components/ComingSoon';

export function OrdersScreen() {
  return <ComingSoon title="orders.title" summary="orders.summary" />;
}
