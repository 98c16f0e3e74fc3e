// The sandbox's handler registry: one handler per business operation of the catalogue. Typed by the
// catalogue, so an operation added to the registry (shared/catalogue/operations/index.ts) without its line
// here does not compile, and the error names this table. Kept apart from ../index.ts so a test can add a
// scratch operation's handler to the real table (vi.mock of this module) and run the real sandbox on it.
import type { Catalogue } from '../../../../shared/catalogue';
import { handleCancelPairing } from './cancelPairing';
import { handleCargoStorage } from './cargoStorage';
import { handleChatxList } from './chatxList';
import { handleMergeOrders } from './mergeOrders';
import { handlePicking } from './picking';
import { handleRenameShipments } from './renameShipments';
import { handleRetailxStock } from './retailxStock';
import { handleShippingDetail } from './shippingDetail';
import type { Handler } from './types';
import { handleUpdateShipFromAddress } from './updateShipFromAddress';
import { handleVideoxStock } from './videoxStock';

/** One handler per business operation of a catalogue: a catalogue entry without its handler does not compile. */
export type HandlerTable<C> = Readonly<Record<Exclude<keyof C, 'accessToken' | 'refreshToken'>, Handler>>;

export const HANDLERS: HandlerTable<Catalogue> = {
  picking: handlePicking,
  cancelPairing: handleCancelPairing,
  videoxStock: handleVideoxStock,
  cargoStorage: handleCargoStorage,
  retailxStock: handleRetailxStock,
  mergeOrders: handleMergeOrders,
  shippingDetail: handleShippingDetail,
  chatxList: handleChatxList,
  renameShipments: handleRenameShipments,
  updateShipFromAddress: handleUpdateShipFromAddress,
};
