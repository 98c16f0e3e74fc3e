// Coordination of desktops sharing an appId: in-process (one desktop, the default) or a team through Redis.
export type { CoordinationMode, CoordinationStatus, Coordinator, PathHolder, SharedSlot, SharedSlots, StoredTokenPair, TokenPairStore } from './types';
export { InProcessCoordinator, secretStorePairs } from './local';
export { RedisCoordinator, type RedisCoordinatorOptions } from './redis-coordinator';
export { parseTeamUrl, TeamUrlError, type TeamServer } from './team-url';
export { pairFingerprint } from './token-crypto';
