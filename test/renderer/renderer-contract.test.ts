// The renderer repeats a few facts it may not import from electron/core (lint): these tests hold them equal.
import { describe, expect, it } from 'vitest';
import { LOCAL_CODES } from '../../electron/core/messages';
import { ERROR_CODES } from '../../shared/errors/codes';
import { BRIDGE_ERROR_CODES } from '../../shared/ipc';
import { CORE_ERROR_CODES, errorMessages } from '../../renderer/src/i18n/error-messages';

describe('renderer ↔ main process facts', () => {
  it('has a text in both languages for every error code of the core, the vendor table and the bridge', () => {
    expect([...CORE_ERROR_CODES].sort()).toEqual([...LOCAL_CODES].sort());
    const ids = [
      ...LOCAL_CODES.map((c) => `errors.core.${c}`),
      ...[...ERROR_CODES.keys()].map((c) => `errors.vendor.${c}`),
      ...BRIDGE_ERROR_CODES.map((c) => `errors.bridge.${c}`),
      'errors.bridge.TRANSPORT',
    ];
    for (const locale of ['en', 'zh-CN'] as const) {
      const table = errorMessages[locale] as Record<string, string>;
      expect(ids.filter((id) => !table[id])).toEqual([]);
    }
  });
});
