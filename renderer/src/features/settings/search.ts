// Search params of /settings: the open section and the profile being edited.
import { z } from 'zod';

export const SETTINGS_SECTIONS = ['profiles', 'team', 'sandbox', 'appearance', 'about'] as const;

export const settingsSearch = z.object({
  section: z.enum(SETTINGS_SECTIONS).optional().catch(undefined),
  profile: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/).optional().catch(undefined),
});
export type SettingsSearch = z.infer<typeof settingsSearch>;
