// Coordination of desktops sharing an appId: this machine's processes (the default), or a team through Redis.
export type { CoordinationMode, CoordinationStatus, Coordinator, PathHolder, SharedSlot, SharedSlots, StoredTokenPair, TokenPairStore } from './types';
export { InProcessCoordinator, secretStorePairs } from './local';
export { MachineCoordinator, type MachineCoordinatorOptions } from './machine-coordinator';
export { RedisCoordinator, type RedisCoordinatorOptions } from './redis-coordinator';
export { parseTeamUrl, TeamUrlError, type TeamServer } from './team-url';
export { pairFingerprint } from './token-crypto';
