// Search params of /settings: the open section and the profile being edited.
import { z } from 'zod';
import { opaqueId } from '../../../../shared/ipc/common';

export const SETTINGS_SECTIONS = ['profiles', 'team', 'sandbox', 'schedules', 'appearance', 'about'] as const;

export const settingsSearch = z.object({
  section: z.enum(SETTINGS_SECTIONS).optional().catch(undefined),
  profile: opaqueId.optional().catch(undefined),
});
export type SettingsSearch = z.infer<typeof settingsSearch>;
