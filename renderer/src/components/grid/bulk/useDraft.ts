// The draft store every screen uses lives in renderer/src/drafts/; this path stays for the screens that import it.
export { useDraft, type DraftState } from '../../../drafts/use-draft';
