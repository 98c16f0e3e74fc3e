// A full or read-only disk is the user's to fix: the call answers UNAVAILABLE with one sentence in the user's
// language, never INTERNAL, and never the file's path.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DraftStore } from '../../../electron/core/app/session/drafts';
import { createDispatcher } from '../../../electron/core/ipc';
import { fakeHandlers } from './fake-handlers';

const fsError = (code: string) => Object.assign(new Error(`${code}: failed, open '/home/someone/.opsdesk/profiles/x/drafts/a.json'`), { code, path: '/home/someone' });

describe('disk failures', () => {
  it.each(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EIO'])('%s answers UNAVAILABLE with a sentence, in English and Chinese', async (code) => {
    const { handlers } = fakeHandlers({
      'drafts.save': async () => {
        throw fsError(code);
      },
    });
    for (const [locale, pattern] of [['en', /^Opsdesk could not write to its data folder: .+\. Fix that, then try again\.$/], ['zh-CN', /^Opsdesk 无法写入数据文件夹：/]] as const) {
      const d = createDispatcher({ handlers, locale: () => locale });
      const res = await d.dispatch('drafts.save', { name: 'Monday', operation: null, content: {} });
      expect(res).toMatchObject({ ok: false, error: { code: 'UNAVAILABLE', details: { errno: code } } });
      const message = res.ok ? '' : res.error.message;
      expect(message).toMatch(pattern);
      expect(message).not.toContain('/home/someone');
    }
  });

  it('a draft that cannot be written is UNAVAILABLE, not INTERNAL', async () => {
    const root = await mkdtemp(join(tmpdir(), 'opsdesk-disk-'));
    await writeFile(join(root, 'drafts'), 'a file where the drafts folder should be');
    const store = new DraftStore(join(root, 'drafts', 'inner'));
    const { handlers } = fakeHandlers({ 'drafts.save': ({ name, operation, content }) => store.save(name, operation, { value: content ?? null }) });
    const res = await createDispatcher({ handlers }).dispatch('drafts.save', { name: 'Monday', operation: null, content: {} });
    expect(res).toMatchObject({ ok: false, error: { code: 'UNAVAILABLE' } });
    await rm(root, { recursive: true, force: true });
  });

  it('other errors stay INTERNAL', async () => {
    const { handlers } = fakeHandlers({
      'drafts.save': async () => {
        throw Object.assign(new Error('boom'), { code: 'ERR_SOMETHING' });
      },
    });
    expect(await createDispatcher({ handlers }).dispatch('drafts.save', { name: 'x', operation: null, content: {} })).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
  });
});
