// What a screen gets from its draft (draft-store.ts, use-draft.ts) and gives it: the state to show, the handle to clear it or
// save it durably, why a durable save failed, and the options that tie a screen's job to its draft.
import type { z } from 'zod';

export interface DraftDamage {
  keptAs: string | null;
  reason: 'json' | 'shape' | 'schema';
}

/** Parts of the stored draft not shown because the user had typed there (or was in them) before it arrived. */
export interface DraftNotLoaded {
  paths: readonly string[];
  /** Replaces the screen's content with the stored draft (the user's choice). */
  loadStored(): void;
  dismiss(): void;
}

export type DraftFailure = { why: 'error'; error: unknown } | { why: 'theirsDoesNotFit' };

export type DraftState = DraftStateKind & { notLoaded?: DraftNotLoaded };

type DraftStateKind =
  /** Not back yet; `restoring`: how many of a long list's elements are back (checked) of how many (`DraftList`). */
  | { kind: 'loading'; restoring?: { done: number; total: number } }
  | { kind: 'idle'; savedAt: string | null; damaged?: DraftDamage; dismissDamaged?: () => void }
  | { kind: 'saving' }
  /** Not saved or not read: the error as it came (shown by its code), or another tab's draft that does not fit. */
  | { kind: 'failed'; cause: DraftFailure }
  /** Past the store's limit: nothing is saved until the content is smaller again. */
  | { kind: 'tooLarge'; bytes: number; limit: number }
  /** Another tab or window saved meanwhile: nothing is saved from here until the user chooses. */
  | { kind: 'conflict'; theirs: { savedAt: string | null; revision: number | null }; keepMine: () => void; loadTheirs: () => void };

export interface DraftHandle {
  state: DraftState;
  /** True once the stored draft (if any) was handed to onLoad: edits before that are not saved over it. */
  loaded: boolean;
  /** Deletes the stored draft; the current content is not saved again until it changes. */
  clear(): Promise<void>;
  /**
   * Saves the content as it now stands at once and resolves when the main side holds it; rejects when it
   * cannot be saved (another tab saved meanwhile, too large, not loaded yet, another profile, a failed save).
   */
  saveDurably(): Promise<void>;
}

/** Why `saveDurably` could not save: the caller must not act as if the content were on disk. */
export class DraftNotSavedError extends Error {
  override readonly name = 'DraftNotSavedError';
  constructor(readonly why: 'conflict' | 'tooLarge' | 'notLoaded' | 'otherProfile' | 'failed') {
    super(`The draft could not be saved (${why}).`);
  }
}

/** A job whose record must be on disk before it starts: its record is saved at once, and it may ask for a durable save. */
export interface DraftJob {
  readonly record: unknown;
  /** Given this draft's durable save while the screen is mounted (null when it goes). */
  persistWith(save: (() => Promise<void>) | null): void;
}

/**
 * A draft holding one long list (a grid's rows): as it comes back, its elements are checked a slice at a time
 * (the screen shows how far it got, nothing holds the page for long), then the rest of it.
 */
export interface DraftList<T> {
  /** The content's field that holds the list. */
  readonly field: string;
  /** One element of the list. */
  readonly item: z.ZodType;
  /** The whole content, its list's elements already checked by `item` (their output taken as it is). */
  readonly whole: z.ZodType<T>;
}

export interface DraftOptions {
  /**
   * A value whose change is saved at once instead of after the typing pause (a job's record: the `job` option
   * does it), so what a send recorded is on disk before a reload right after it could lose it.
   */
  saveAtOnceOn?: unknown;
  /**
   * The screen's job (`useBulkJob`): its record is saved at once (as `saveAtOnceOn`), and before it starts a job
   * it records the start in this draft and waits for the save, so a reload right after Send never loses it.
   */
  job?: DraftJob;
}
