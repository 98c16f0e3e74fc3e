// One screen's draft: its work autosaved through the main process (drafts.save / drafts.load), loaded once, then
// saved a moment after each change (serialised when the browser is idle, never between two keystrokes) and at
// once when the screen is left, so a reload, a restart or a crash loses at most the last second of typing. A
// draft holds only what the user typed (and the id of a send being started): what was sent is the ledger's.
//
// Each save names the revision it was based on: a second tab or window on the same draft is refused by the main
// side (DRAFT_STALE), and this store stops saving and asks (keep mine / load theirs). A draft that cannot be read,
// or does not fit the screen's schema, is kept aside by the main side and the screen is told. What the user
// typed before the stored draft arrived wins over it (early-input.ts). Framework-free: `useDraft` is its view.
import { z } from 'zod';
import type { OperationId } from '../../../shared/catalogue';
import { MAX_DRAFT_BYTES, type JsonValue, type MethodInput, type MethodOutput } from '../../../shared/ipc';
import { BridgeError } from '../bridge/client';
import { DraftNotSavedError, type DraftDamage, type DraftList, type DraftState } from './draft-state';
import { DraftText, runNow, sliced, splice } from './draft-text';
import { DurableSaves } from './durable-saves';
import { mergeEarlyInput } from './early-input';
import { contentOf } from './loaded-content';
import { utf8Length, whenIdle, type Cancel } from './idle';

export const SAVE_DELAY_MS = 600;
/** A long list comes back this many elements a slice (about 10 ms of checking each for a grid's rows). */
export const RESTORE_SLICE = 5000;

/** The part of the bridge a draft uses. */
export interface DraftBridge {
  call(method: 'drafts.load', input: MethodInput<'drafts.load'>): Promise<MethodOutput<'drafts.load'>>;
  call(method: 'drafts.save', input: MethodInput<'drafts.save'>): Promise<MethodOutput<'drafts.save'>>;
  call(method: 'drafts.delete', input: MethodInput<'drafts.delete'>): Promise<MethodOutput<'drafts.delete'>>;
  call(method: 'drafts.setAside', input: MethodInput<'drafts.setAside'>): Promise<MethodOutput<'drafts.setAside'>>;
}

export interface DraftStoreOptions<T extends JsonValue> {
  bridge: DraftBridge;
  name: string;
  operation: OperationId | null;
  schema: z.ZodType<T>;
  /** The content holds one long list (a grid's rows): it comes back a slice at a time, with progress shown. */
  list?: DraftList<T>;
  /** The screen's content as it mounted (the early-input rule compares with it). */
  mounted: T;
  /** Whether the profile active now is the one the screen was mounted under (a save never crosses profiles). */
  sameProfile(): boolean;
  /** Hands the content to show once the stored draft arrived (merged with what the user typed meanwhile). */
  onLoad(content: T): void;
  /** Timers (tests drive them). */
  timers?: { after(ms: number, run: () => void): Cancel; idle(run: () => void): Cancel };
}

/** What the store's view shows, bumped on every change. */
export interface DraftSnapshot {
  state: DraftState;
  loaded: boolean;
}

type Revision = number | null | undefined;

const defaultTimers = {
  after(ms: number, run: () => void): Cancel {
    const t = setTimeout(run, ms);
    return () => clearTimeout(t);
  },
  idle: whenIdle,
};

export class DraftStore<T extends JsonValue> {
  private base: DraftState = { kind: 'loading' };
  private damaged: DraftDamage | null = null;
  /** Parts of the stored draft the user's early input kept out, and the whole stored content (to load it instead). */
  private notLoaded: { paths: readonly string[]; stored: T } | null = null;
  private isLoaded = false;
  private snapshot: DraftSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly timers: NonNullable<DraftStoreOptions<T>['timers']>;

  private latest: T;
  /** The revision this screen's content is based on: null = no draft; undefined = a main side without revisions. */
  private revision: Revision = null;
  /** The last content serialised, and its text once saved: unchanged content is neither serialised nor sent. */
  private lastValue: T | null = null;
  /** The text stored at `revision`, in pieces (null: not known here, the next save sends the whole). */
  private lastPieces: string[] | null = null;
  private readonly draftText = new DraftText();
  private slicing: Cancel | null = null;
  private inFlight = false;
  /** The save on its way (settles, never rejects): a discard waits for it, so its answer cannot follow the delete's. */
  private flight: Promise<void> = Promise.resolve();
  /** A discard is deleting the stored draft: saves asked meanwhile wait for it and then start from "no draft". */
  private clearing = false;
  private again = false;
  private blocked = false;
  /** Discard was pressed before the stored draft arrived: it is deleted, never shown. */
  private discardedEarly = false;
  /** Content versions: `contentSeq` is the content's now (the newest one the main side holds is `durable`'s). */
  private contentSeq = 0;
  private readonly durable = new DurableSaves();
  /** A stored draft that arrived, waiting for the screen to be drawn (see `applyArrival`). */
  private arrived: { content: T; revision: Revision; savedAt: string | null; text: string | null } | null = null;
  /** The check of a long list coming back, slice by slice (stopped when the screen goes). */
  private restoring: Cancel | null = null;
  private pendingSave: Cancel | null = null;
  private loadAsked = false;

  constructor(private readonly opts: DraftStoreOptions<T>) {
    this.latest = opts.mounted;
    this.timers = opts.timers ?? defaultTimers;
    this.snapshot = { state: this.base, loaded: false };
  }

  get loaded(): boolean {
    return this.isLoaded;
  }

  /** What to show: the state, and whether the stored draft (if any) was handed to the screen. */
  current(): DraftSnapshot {
    return this.snapshot;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads the stored draft; it is handed to the screen by `applyArrival` once the screen is drawn. */
  load(): void {
    if (this.loadAsked) return;
    this.loadAsked = true;
    void this.read().catch((err: unknown) => {
      // Not knowing what is stored, later saves claim "no draft": one that exists is then reported, not replaced.
      this.revision = null;
      this.finishLoad({ kind: 'failed', cause: { why: 'error', error: err } });
    });
  }

  /** A stored draft is waiting to be shown. */
  get hasArrival(): boolean {
    return this.arrived !== null;
  }

  /**
   * Shows the stored draft that arrived, merged with what the user typed since the screen mounted; called as the
   * screen is drawn (a layout effect), with the draft path of the field the user is in, so no keystroke can land
   * between the decision and the field's new text.
   */
  applyArrival(focusedPath: string | null): void {
    const a = this.arrived;
    if (!a) return;
    this.arrived = null;
    const merged = mergeEarlyInput(this.opts.mounted, this.latest, a.content, focusedPath);
    this.revision = a.revision;
    // The text the main side holds at that revision, as it sent it: what the next save's change applies to (a
    // 100,000-row grid is not serialised again here, on the way to the screen).
    this.lastPieces = a.text !== null ? [a.text] : runNow(this.draftText.pieces(a.content));
    this.lastValue = null;
    this.notLoaded = merged.keptTheirs.length > 0 ? { paths: merged.keptTheirs, stored: a.content } : null;
    this.opts.onLoad(merged.content);
    this.finishLoad({ kind: 'idle', savedAt: a.savedAt });
  }

  /** The screen's content now (called at every render): a change is saved a moment later, when the browser is idle. */
  setContent(value: T): void {
    if (value === this.latest) return;
    this.latest = value;
    this.contentSeq++;
    if (this.isLoaded) this.saveSoon();
  }

  /** Saves at once what the typing pause has not saved yet (the screen is left, the page hidden). */
  flushNow(): void {
    if (this.isLoaded) this.saveNow(true);
  }

  /**
   * Saves the content as it now stands at once and resolves when the main side holds it; rejects when it cannot
   * be saved (another tab saved meanwhile, too large, not loaded yet, another profile, a failed save).
   */
  saveDurably(): Promise<void> {
    if (!this.isLoaded) return Promise.reject(new DraftNotSavedError('notLoaded'));
    if (this.blocked) return Promise.reject(new DraftNotSavedError('conflict'));
    if (!this.opts.sameProfile()) return Promise.reject(new DraftNotSavedError('otherProfile'));
    const seq = this.contentSeq;
    if (this.durable.holds(seq)) return Promise.resolve();
    const wait = this.durable.wait(seq);
    // Content taken as saved without a save (just cleared) is sent all the same: the caller needs it on disk.
    if (!this.inFlight) this.lastValue = null;
    this.saveNow(true);
    return wait;
  }

  /**
   * Deletes the stored draft. The content as it stands is not saved again; what follows (the emptied screen,
   * typing) is saved once the delete is done, as a new draft, never as a change to the revision just deleted. A
   * discard before the stored draft arrived deletes it unseen.
   */
  async clear(): Promise<void> {
    const discarded = this.latest;
    this.notLoaded = null;
    if (!this.isLoaded) {
      this.discardedEarly = true;
      this.arrived = null;
    }
    this.clearing = true;
    this.again = false;
    this.cancelSlicing();
    try {
      await this.flight;
      await this.opts.bridge.call('drafts.delete', { name: this.opts.name });
      this.revision = null;
      this.lastPieces = null;
      this.lastValue = discarded;
      this.blocked = false;
      if (this.isLoaded || this.discardedEarly) this.setBase({ kind: 'idle', savedAt: null });
    } finally {
      this.clearing = false;
      if (this.again) {
        this.again = false;
        this.saveNow();
      }
    }
  }

  /** Replaces the screen's content with the stored draft the user's early input kept out (their choice). */
  loadStoredInstead(): void {
    const n = this.notLoaded;
    if (!n) return;
    this.notLoaded = null;
    this.opts.onLoad(n.stored);
    this.emit();
  }

  /** The screen goes: what is not saved yet is saved now; nothing waits for a timer. */
  dispose(): void {
    this.restoring?.();
    this.restoring = null;
    this.pendingSave?.();
    this.flushNow();
  }

  private async read(): Promise<void> {
    const { bridge, name, schema } = this.opts;
    // As its JSON text: parsed here, once (the main side neither parses it for us nor serialises it again).
    const draft = await bridge.call('drafts.load', { name, as: 'text' });
    if (this.discardedEarly) {
      // Discarded while it was on its way: clear() deletes it; it is never shown.
      this.finishLoad({ kind: 'idle', savedAt: null });
      return;
    }
    if (draft === null) {
      this.revision = null;
      // Nothing stored: the screen's untouched content is not saved, so merely opening a second tab never makes
      // the first one's next save look stale.
      this.lastPieces = runNow(this.draftText.pieces(this.opts.mounted));
      this.lastValue = this.opts.mounted;
      this.finishLoad({ kind: 'idle', savedAt: null });
      return;
    }
    if ('damaged' in draft) {
      this.revision = null;
      this.damaged = draft.damaged;
      this.finishLoad({ kind: 'idle', savedAt: null });
      return;
    }
    // A draft is a file read back from disk: checked like any other input before it reaches the screen.
    const text = 'contentJson' in draft ? draft.contentJson : null;
    const parsed = await this.check(contentOf(draft), schema);
    if (this.discardedEarly) {
      this.finishLoad({ kind: 'idle', savedAt: null });
      return;
    }
    if (!parsed.success) {
      // Kept aside, never saved over: a newer or broken shape may still hold the user's work.
      const { keptAs } = await bridge.call('drafts.setAside', { name, reason: 'schema' });
      this.revision = null;
      this.damaged = { keptAs, reason: 'schema' };
      this.finishLoad({ kind: 'idle', savedAt: null });
      return;
    }
    this.arrived = { content: parsed.data, revision: draft.revision, savedAt: draft.savedAt, text };
    this.emit();
  }

  /**
   * The schema's check of a content read back; a long list (`list`) is checked a slice of RESTORE_SLICE
   * elements at a time, between idle moments, and the state says how many are back.
   */
  private check(raw: JsonValue, schema: z.ZodType<T>): Promise<{ success: true; data: T } | { success: false }> {
    const list = this.opts.list;
    const whole = raw !== null && typeof raw === 'object' && !Array.isArray(raw) ? raw : null;
    const items = list && whole ? whole[list.field] : undefined;
    if (!list || !whole || !Array.isArray(items) || items.length <= RESTORE_SLICE) return Promise.resolve(schema.safeParse(raw));
    const slice = z.array(list.item);
    const checked: unknown[] = [];
    return new Promise((resolve) => {
      const step = () => {
        this.restoring = null;
        const part = slice.safeParse(items.slice(checked.length, checked.length + RESTORE_SLICE));
        if (!part.success) return resolve({ success: false });
        for (const item of part.data) checked.push(item);
        if (checked.length < items.length) {
          this.setBase({ kind: 'loading', restoring: { done: checked.length, total: items.length } });
          this.restoring = this.timers.idle(step);
          return;
        }
        const all = list.whole.safeParse({ ...whole, [list.field]: checked });
        resolve(all.success ? { success: true, data: all.data } : { success: false });
      };
      this.setBase({ kind: 'loading', restoring: { done: 0, total: items.length } });
      this.restoring = this.timers.idle(step);
    });
  }

  private finishLoad(state: DraftState): void {
    this.isLoaded = true;
    this.setBase(state);
    // What the user typed before the draft arrived is saved too.
    if (this.latest !== this.opts.mounted || this.notLoaded) this.saveSoon();
  }

  private saveSoon(): void {
    this.pendingSave?.();
    let cancelIdle: Cancel | null = null;
    const cancelTimer = this.timers.after(SAVE_DELAY_MS, () => {
      cancelIdle = this.timers.idle(() => this.saveNow());
    });
    this.pendingSave = () => {
      cancelTimer();
      cancelIdle?.();
    };
  }

  private cancelSlicing(): void {
    if (this.slicing) {
      this.slicing();
      this.slicing = null;
      this.inFlight = false;
    }
  }

  /** Saves the content if it changed: in idle slices, or `now` (leaving the page, a send's record) at once. */
  private saveNow(now = false): void {
    if (this.blocked || !this.opts.sameProfile()) return;
    if (this.clearing) {
      this.again = true;
      return;
    }
    // A slow serialisation in progress is overtaken by one at once.
    if (now) this.cancelSlicing();
    if (this.inFlight) {
      this.again = true;
      return;
    }
    const value = this.latest;
    const seq = this.contentSeq;
    if (value === this.lastValue) return;
    this.inFlight = true;
    const pieces = this.draftText.pieces(value);
    if (now) return this.send(value, runNow(pieces), seq);
    this.slicing = sliced(pieces, (done) => {
      this.slicing = null;
      this.send(value, done, seq);
    });
  }

  /** Sends `pieces` (the text of `value`, content version `seq`): only the change when the main side holds the revision it applies to. */
  private send(value: T, pieces: string[], seq: number): void {
    const saved = () => this.durable.saved(seq);
    this.lastValue = value;
    const before = this.lastPieces;
    const based = this.revision;
    const change = before ? splice(before, pieces) : null;
    const done = () => {
      this.inFlight = false;
      if (this.again) {
        this.again = false;
        this.saveNow();
      }
    };
    if (change && change.remove === 0 && change.text === '') {
      saved();
      return done();
    }
    // chars ≤ UTF-8 bytes ≤ 3 × chars: most drafts need no count.
    const length = change ? change.length : pieces.reduce((n, p) => n + p.length, 0);
    const bytes = length * 3 <= MAX_DRAFT_BYTES ? length : pieces.reduce((n, p) => n + utf8Length(p), 0);
    if (bytes > MAX_DRAFT_BYTES) {
      this.setBase({ kind: 'tooLarge', bytes, limit: MAX_DRAFT_BYTES });
      this.durable.failed('tooLarge');
      return done();
    }
    this.setBase({ kind: 'saving' });
    const { name, operation } = this.opts;
    const body = change && typeof based === 'number' ? { patch: change } : { contentJson: pieces.join('') };
    this.flight = this.opts.bridge
      .call('drafts.save', { name, operation, ...body, ...(based === undefined ? {} : { baseRevision: based }) })
      .then((info) => {
        this.lastPieces = pieces;
        this.revision = info.revision;
        this.setBase({ kind: 'idle', savedAt: info.savedAt });
        saved();
      })
      .catch((err: unknown) => {
        this.lastValue = null;
        if (err instanceof BridgeError && err.code === 'DRAFT_PATCH_MISMATCH') {
          // The main side does not hold the text this change applies to: the whole goes out at once.
          this.lastPieces = null;
          this.again = true;
        } else if (err instanceof BridgeError && err.code === 'DRAFT_STALE') {
          this.blocked = true;
          const theirs = { savedAt: typeof err.details.savedAt === 'string' ? err.details.savedAt : null, revision: typeof err.details.revision === 'number' ? err.details.revision : null };
          this.setBase({ kind: 'conflict', theirs, keepMine: () => this.keepMine(theirs.revision), loadTheirs: () => this.loadTheirs() });
          this.durable.failed('conflict');
        } else if (err instanceof BridgeError && err.code === 'PAYLOAD_TOO_LARGE') {
          this.setBase({ kind: 'tooLarge', bytes, limit: MAX_DRAFT_BYTES });
          this.durable.failed('tooLarge');
        } else {
          this.setBase({ kind: 'failed', cause: { why: 'error', error: err } });
          this.durable.failed('failed');
        }
      })
      .finally(done);
  }

  private keepMine(theirs: number | null): void {
    this.blocked = false;
    this.revision = theirs;
    this.lastValue = null;
    this.lastPieces = null;
    this.saveNow();
  }

  private loadTheirs(): void {
    this.blocked = false;
    void this.opts.bridge
      .call('drafts.load', { name: this.opts.name })
      .then((draft) => {
        if (draft === null || 'damaged' in draft) {
          this.revision = null;
          this.setBase({ kind: 'idle', savedAt: null });
          return;
        }
        const parsed = this.opts.schema.safeParse(contentOf(draft));
        if (!parsed.success) {
          this.setBase({ kind: 'failed', cause: { why: 'theirsDoesNotFit' } });
          return;
        }
        this.revision = draft.revision;
        this.lastPieces = runNow(this.draftText.pieces(parsed.data));
        this.lastValue = null;
        this.opts.onLoad(parsed.data);
        this.setBase({ kind: 'idle', savedAt: draft.savedAt });
      })
      .catch((err: unknown) => this.setBase({ kind: 'failed', cause: { why: 'error', error: err } }));
  }

  private setBase(state: DraftState): void {
    this.base = state;
    this.emit();
  }

  private emit(): void {
    const b = this.base;
    const kind: DraftState = b.kind === 'idle' && this.damaged ? { ...b, damaged: this.damaged, dismissDamaged: () => this.dismissDamaged() } : b;
    const withNotices: DraftState = this.notLoaded
      ? { ...kind, notLoaded: { paths: this.notLoaded.paths, loadStored: () => this.loadStoredInstead(), dismiss: () => this.dismissNotLoaded() } }
      : kind;
    this.snapshot = { state: withNotices, loaded: this.isLoaded };
    for (const l of this.listeners) l();
  }

  private dismissDamaged(): void {
    this.damaged = null;
    this.emit();
  }

  private dismissNotLoaded(): void {
    this.notLoaded = null;
    this.emit();
  }
}
