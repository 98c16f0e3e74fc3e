// Every failure becomes `{ code, message, details }`: never a stack trace, never a raw Error, never a secret.
import { RequestValidationError } from '../../../shared/catalogue';
import type { IpcError, JsonValue } from '../../../shared/ipc';
import { JobError } from '../batch/job-errors';
import { OpenApiError } from '../errors';
import { AlreadySentError } from '../ledger/refusal';
import type { Locale } from '../messages';
import { redactDeep } from '../redaction';
import { AppError } from './app-error';
import { diskErrorOf } from './disk-error';

export function ipcError(code: string, message: string, details: Record<string, JsonValue> = {}): IpcError {
  return { code, message, details };
}

/** Plain JSON of a value, leaving out what JSON cannot hold (undefined, functions). */
function toJsonRecord(value: Record<string, unknown>): Record<string, JsonValue> {
  return JSON.parse(JSON.stringify(value)) as Record<string, JsonValue>;
}

/**
 * The bridge's error for an error thrown by a handler. Known errors keep their code and details; anything else is a
 * defect, reported as INTERNAL (its details go to the main process's log, not to the renderer).
 */
export function toIpcError(err: unknown, locale: Locale): { error: IpcError; internal: boolean } {
  let error: IpcError;
  let internal = false;
  if (err instanceof AppError) {
    error = ipcError(err.code, err.message, err.details);
  } else if (err instanceof AlreadySentError) {
    error = ipcError('ALREADY_SENT', err.message, toJsonRecord({ ...err.details }));
  } else if (err instanceof JobError) {
    const details: Record<string, JsonValue> = { what: 'job', id: err.jobId };
    if (err.damage) details.damage = toJsonRecord(err.damage);
    error = ipcError(err.kind === 'not-found' ? 'NOT_FOUND' : 'CONFLICT', err.message, details);
  } else if (err instanceof OpenApiError) {
    error = ipcError(
      err.code,
      err.messageFor(locale),
      toJsonRecord({
        operation: err.operation,
        category: err.category,
        action: err.action,
        messageKey: err.messageKey,
        requestId: err.requestId,
        ...err.details,
      }),
    );
  } else if (err instanceof RequestValidationError) {
    error = ipcError('INVALID_INPUT', err.message, toJsonRecord({ operation: err.operation, issues: err.issues }));
  } else if (diskErrorOf(err, locale)) {
    const disk = diskErrorOf(err, locale) as { message: string; errno: string };
    error = ipcError('UNAVAILABLE', disk.message, { errno: disk.errno });
  } else {
    internal = true;
    error = ipcError('INTERNAL', 'Something went wrong in the main process; its log has the details.');
  }
  // Last line of defence: a token or secret quoted by a vendor message never leaves the main process.
  return { error: redactDeep(error) as IpcError, internal };
}
