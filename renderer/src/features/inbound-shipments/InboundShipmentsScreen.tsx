// Placeholder until this screen is built (issue 10): says so in both locales.
import { ComingSoon } from '../../components/ComingSoon';

export function InboundShipmentsScreen() {
  return <ComingSoon title="inboundShipments.title" summary="inboundShipments.summary" />;
}
