import type { EnvelopeContext } from '../envelope';
import type { BackOfficeState } from '../model';
import type { Obj } from '../shape';

export interface AppliedItems {
  appliedKeys: string[];
  rejected: Array<{ key: string; reason: string }>;
}

export interface HandlerEnv {
  state: BackOfficeState;
  ctx: EnvelopeContext;
  /** The injected clock (ms) that pending stock changes are measured on. */
  clockMs: number;
  applyDelayMs: number;
  pickingSchemaQuirk: boolean;
}

export interface HandlerResult {
  envelope: Record<string, unknown>;
  applied: AppliedItems | null;
}

export type Handler = (body: Obj, env: HandlerEnv) => HandlerResult;

/**
 * One handler per business operation of a catalogue (registry.gen.ts, generated from this folder, is typed by
 * it): an operation without its handler file, or a handler without its operation, does not compile.
 */
export type HandlerTable<C> = Readonly<Record<Exclude<keyof C, 'accessToken' | 'refreshToken'>, Handler>>;

/** Builds the applied record while a handler walks its rows. */
export class AppliedLog implements AppliedItems {
  readonly appliedKeys: string[] = [];
  readonly rejected: Array<{ key: string; reason: string }> = [];
  ok(key: string): void {
    this.appliedKeys.push(key);
  }
  fail(key: string, reason: string): void {
    this.rejected.push({ key, reason });
  }
}
