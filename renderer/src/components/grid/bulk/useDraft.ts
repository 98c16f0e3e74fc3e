// The draft store every screen uses lives in renderer/src/drafts/; this path stays for the screens that import it.
export { useDraft, SAVE_DELAY_MS, DRAFT_FIELD, type DraftDamage, type DraftHandle, type DraftOptions, type DraftState } from '../../../drafts/use-draft';
