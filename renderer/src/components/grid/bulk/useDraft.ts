// The draft store every screen uses lives in components/drafts/; this path stays for the screens that import it.
export { useDraft, SAVE_DELAY_MS, type DraftDamage, type DraftHandle, type DraftOptions, type DraftState } from '../../drafts/useDraft';
