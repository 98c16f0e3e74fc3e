// Placeholder until this screen is built (issue 10): says so in both locales.
import { ComingSoon } from '../../components/ComingSoon';

export function ListingsScreen() {
  return <ComingSoon title="listings.title" summary="listings.summary" />;
}
