// A loaded draft's content: as a value (`drafts.load`), or as its JSON text (`drafts.load` with `as: 'text'`).
import type { JsonValue } from '../../../shared/ipc';

export function contentOf(draft: { content: JsonValue } | { contentJson: string }): JsonValue {
  return 'content' in draft ? draft.content : (JSON.parse(draft.contentJson) as JsonValue);
}
