// Placeholder until this screen is built (issue 10): says so in both locales.
import { ComingSoon } from '../../components/ComingSoon';

export function StockScreen() {
  return <ComingSoon title="stock.title" summary="stock.summary" />;
}
