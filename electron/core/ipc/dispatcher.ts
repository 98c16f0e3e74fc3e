// The one dispatcher both hosts use: validates a call's input against the contract, calls the app service,
// validates its output, and turns every failure into the bridge's error response.
import type { z } from 'zod';
import { formatPath } from '../../../shared/catalogue';
import {
  IPC_METHODS,
  MAX_DRAFT_BYTES,
  MAX_FIELD_CHARS,
  isIpcMethodName,
  type IpcHandlers,
  type IpcResponse,
  type MethodSpec,
} from '../../../shared/ipc';
import { silentLogger, type Logger } from '../logger';
import type { Locale } from '../messages';
import { ipcError, toIpcError } from './ipc-error';
import { guardInput, type GuardLimits } from './input-guard';
import { guardListInput, parseListInput } from './list-input';
import { scrubSecrets } from './scrub';

export interface DispatcherOptions {
  handlers: IpcHandlers;
  logger?: Logger;
  /** Language of error messages (the active profile's locale). */
  locale?: () => Locale;
  limits?: Partial<GuardLimits>;
}

export interface Dispatcher {
  /** Never throws: every outcome is an IpcResponse. */
  dispatch(method: string, input: unknown): Promise<IpcResponse>;
}

function issuesOf(error: z.ZodError): Array<{ path: string; message: string }> {
  return error.issues.slice(0, 20).map((i) => ({ path: formatPath(i.path), message: i.message }));
}

/** A logger whose failures (a full disk, a broken stream) are swallowed: logging never fails a call. */
function neverThrowing(logger: Logger): Pick<Logger, 'error' | 'debug'> {
  const guard =
    (level: 'error' | 'debug') =>
    (obj: object, msg: string): void => {
      try {
        logger[level](obj, msg);
      } catch {
        // The call's answer matters more than its log line.
      }
    };
  return { error: guard('error'), debug: guard('debug') } as Pick<Logger, 'error' | 'debug'>;
}

export function createDispatcher(opts: DispatcherOptions): Dispatcher {
  const log = neverThrowing((opts.logger ?? silentLogger()).child({ module: 'ipc' }));
  const locale = opts.locale ?? (() => 'en' as const);
  const limits: GuardLimits = { maxStringChars: MAX_FIELD_CHARS, maxNodes: 5_000_000, ...opts.limits };

  async function dispatch(method: string, input: unknown): Promise<IpcResponse> {
    if (!isIpcMethodName(method)) {
      return { ok: false, error: ipcError('UNKNOWN_METHOD', 'No such method in the contract.', { method: String(method).slice(0, 100) }) };
    }
    const spec: MethodSpec = IPC_METHODS[method];
    // A large draft travels as one JSON text (the contract bounds it by MAX_DRAFT_BYTES); every other field keeps
    // the general limit.
    const guardLimits = method === 'drafts.save' ? { ...limits, maxStringChars: Math.max(limits.maxStringChars, MAX_DRAFT_BYTES) } : limits;
    const guarded = spec.list ? await guardListInput(spec.list, input, guardLimits) : { problem: guardInput(input, guardLimits), plainJson: false };
    const { problem } = guarded;
    if (problem) {
      return { ok: false, error: ipcError('INVALID_INPUT', `${method}: ${problem.path || '(input)'} ${problem.message}`, { method, issues: [problem] }) };
    }
    const parsed = spec.list ? await parseListInput(spec.list, input, undefined, guarded.plainJson) : spec.input.safeParse(input);
    if (!parsed.success) {
      const issues = issuesOf(parsed.error);
      const text = issues.map((i) => `${i.path}: ${i.message}`).join('; ');
      return { ok: false, error: ipcError('INVALID_INPUT', `${method}: ${text}`, { method, issues }) };
    }
    let result: unknown;
    try {
      const handler = opts.handlers[method] as (input: unknown) => Promise<unknown>;
      result = await handler(parsed.data);
    } catch (err) {
      const { error, internal } = toIpcError(err, locale());
      if (internal) log.error({ err, method }, 'handler failed');
      else log.debug({ method, code: error.code }, 'call refused');
      return { ok: false, error };
    }
    const out = spec.output.safeParse(result);
    if (!out.success) {
      log.error({ method, issues: issuesOf(out.error) }, 'handler output does not match the contract');
      return { ok: false, error: ipcError('INTERNAL', 'The main process produced an answer outside the contract; its log has the details.') };
    }
    return { ok: true, result: scrubSecrets(out.data) };
  }

  return {
    async dispatch(method, input) {
      try {
        return await dispatch(method, input);
      } catch (err) {
        // Only a defect in the guard or a schema can land here; the caller still gets an error response.
        log.error({ err, method: String(method).slice(0, 100) }, 'dispatch failed');
        return { ok: false, error: ipcError('INTERNAL', 'Something went wrong in the main process; its log has the details.') };
      }
    },
  };
}
