export { AppService, SANDBOX_PROFILE_NAME, type AppServiceOptions, type AppEventListener } from './app-service';
export { ProfileStore, MemorySettings, PROFILE_STORE_SCHEMA, type SettingsStore, type StoredProfile } from './profile-store';
export { createEmbeddedSandbox, type EmbeddedSandbox, type StartSandbox, type RunningSandboxLike } from './embedded-sandbox';
export { appSecretKey, profileScopedStore, type SecretVault } from './secret-keys';
export { profileDir } from './session';
export { appHandlers } from './app-handlers';
