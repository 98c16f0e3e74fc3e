// The typed bridge between the renderer and the main process (see contract.ts).
export * from './names';
export * from './common';
export * from './profiles';
export * from './operations';
export * from './status';
export * from './team';
export * from './sandbox';
export * from './about';
export * from './ledger';
export * from './schedules';
export * from './contract';
export type { BridgeEvents, BridgeMethods, OpsdeskBridge } from './bridge';
