// The operation registry: one line per operation. A new operation is its file in this folder and its line
// here; everything else (the contract, the client, the throttle, the sandbox's routes and handler table, the
// renderer's read/write lists and its screens' checks) is derived from this object through ../index.ts.
// Kept apart from ../index.ts so a test can add a scratch operation to the real registry (vi.mock of this
// module) and run the real core and sandbox on it.
import { cancelPairing } from './cancelPairing';
import { cargoStorage } from './cargoStorage';
import { chatxList } from './chatxList';
import { mergeOrders } from './mergeOrders';
import { picking } from './picking';
import { renameShipments } from './renameShipments';
import { retailxStock } from './retailxStock';
import { shippingDetail } from './shippingDetail';
import { accessToken, refreshToken } from './tokens';
import { updateShipFromAddress } from './updateShipFromAddress';
import { videoxStock } from './videoxStock';

export const OPERATION_ENTRIES = {
  accessToken,
  refreshToken,
  picking,
  cancelPairing,
  videoxStock,
  cargoStorage,
  retailxStock,
  mergeOrders,
  shippingDetail,
  chatxList,
  renameShipments,
  updateShipFromAddress,
};
