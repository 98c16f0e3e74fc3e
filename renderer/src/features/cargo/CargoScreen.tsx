// Placeholder until this screen is built (issue 10): says so in both locales.
import { ComingSoon } from '../../components/ComingSoon';

export function CargoScreen() {
  return <ComingSoon title="cargo.title" summary="cargo.summary" />;
}
