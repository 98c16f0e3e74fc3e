// Placeholder until this screen is built (issue 10): says so in both locales.
import { ComingSoon } from '../../components/ComingSoon';

export function ShipFromScreen() {
  return <ComingSoon title="shipFrom.title" summary="shipFrom.summary" />;
}
