// A file-system failure while saving (a full disk, a read-only folder) is the user's to fix, not a defect:
// it becomes UNAVAILABLE with one sentence in the user's language, never INTERNAL.
import type { Locale } from '../messages';

const REASONS: Record<string, { en: string; 'zh-CN': string }> = {
  ENOSPC: { en: 'the disk is full', 'zh-CN': '磁盘已满' },
  EDQUOT: { en: 'the disk quota is used up', 'zh-CN': '磁盘配额已用完' },
  EROFS: { en: 'the disk is read-only', 'zh-CN': '磁盘为只读' },
  EACCES: { en: 'permission was denied', 'zh-CN': '没有写入权限' },
  EPERM: { en: 'permission was denied', 'zh-CN': '没有写入权限' },
  EIO: { en: 'the disk reported an error', 'zh-CN': '磁盘读写出错' },
  ENOTDIR: { en: 'a file is where a folder should be', 'zh-CN': '应为文件夹的位置被一个文件占用' },
  EMFILE: { en: 'too many files are open', 'zh-CN': '打开的文件过多' },
};

export function diskErrorOf(err: unknown, locale: Locale): { message: string; errno: string } | null {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  const reason = REASONS[code];
  if (!reason) return null;
  const message =
    locale === 'zh-CN'
      ? `Opsdesk 无法写入数据文件夹：${reason['zh-CN']}。请处理后重试。`
      : `Opsdesk could not write to its data folder: ${reason.en}. Fix that, then try again.`;
  return { message, errno: code };
}
