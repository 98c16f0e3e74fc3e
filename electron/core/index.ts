// The main-process API core: what the hosts and the IPC dispatcher use. Runs under plain Node.
export { MemorySecretStore, tokenPairKey, type SecretStore } from './secrets';
export { TokenManager, type TokenManagerOptions, type TokenStatus } from './tokens';
export { EndpointThrottle, type Priority, type ThrottleFigures, type ThrottleOptions } from './throttle';
export { OpenApiClient, type CallOptions, type CallTrace, type OpenApiClientOptions } from './client';
export { OpenApiError, isOpenApiError, type ErrorCategory, type OpenApiErrorDetails, type OpenApiErrorJson } from './errors';
export { LOCAL_CODES, localMessage, type LocalCode, type Locale } from './messages';
export { BatchRunner, type BatchRunnerOptions } from './batch/runner';
export type {
  JobCounts,
  JobHandle,
  JobProgress,
  JobResult,
  JobSpecRow,
  JobSpec,
  JobState,
  JobSummary,
  ReconcileReport,
  UnfinishedJobs,
  UnreadableJournal,
  RowResult,
  RowStatus,
} from './job/types';
export type { ExportFormat } from './batch/export';
export { Journal, JournalWriteError } from './journal/journal';
export { JobError, isJobError } from './batch/job-errors';
export { reconcilerFor, type Verdict } from './reconcile';
export { createLogger, silentLogger, type Logger, type LoggerOptions } from './logger';
export { knownSecrets, REDACTED, redactDeep, SecretRegistry } from './redaction';
export { computeSign, buildSignedQuery, unixSeconds } from './signing';
export {
  InProcessCoordinator,
  RedisCoordinator,
  secretStorePairs,
  parseTeamUrl,
  type CoordinationStatus,
  type Coordinator,
  type RedisCoordinatorOptions,
  type SharedSlots,
  type TokenPairStore,
} from './coordination/index';
