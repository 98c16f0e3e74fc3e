// Things the user should hear about once, at start (shown by the renderer from `app.info`).
export interface StartupNotice {
  code: 'SETTINGS_DAMAGED' | 'PROFILES_RECOVERED' | 'ENV_SECRET_IGNORED' | 'SANDBOX_STATE_SET_ASIDE';
  message: string;
}
