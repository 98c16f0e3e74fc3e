// The main-process API core: what the hosts use from it in one place (the rest they import from its modules).
// Runs under plain Node.
export { MemorySecretStore, type SecretStore } from './secrets';
export { TokenManager } from './tokens';
export { EndpointThrottle } from './throttle';
export { OpenApiClient } from './client';
export { OpenApiError } from './errors';
export { BatchRunner } from './batch/runner';
export { Journal } from './journal/journal';
export { createLogger, type Logger } from './logger';
