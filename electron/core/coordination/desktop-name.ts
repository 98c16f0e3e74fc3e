// A desktop's name as the team shows it. Names are read back from the team server, where any desktop (or anyone
// who can write the server) put them: whatever is there is reduced to plain text before a teammate sees it.
import { UNSAFE_NAME_TEXT } from '../../../shared/ipc/team';

const UNSAFE_ALL = new RegExp(UNSAFE_NAME_TEXT.source, 'gu');

export function plainDesktopName(text: string): string {
  const plain = text.replace(UNSAFE_ALL, '').trim().slice(0, 60);
  // slice may cut a pair in two: drop a half left at the end.
  return plain.replace(UNSAFE_ALL, '') || '?';
}
