// Errors the app service raises on purpose, with a bridge code the renderer can act on.
import type { BridgeErrorCode, JsonValue } from '../../../shared/ipc';

export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly code: BridgeErrorCode,
    message: string,
    readonly details: Record<string, JsonValue> = {},
  ) {
    super(message);
  }
}

export const notFound = (what: string, id: string) => new AppError('NOT_FOUND', `No ${what} "${id}".`, { what, id });
export const conflict = (message: string, details: Record<string, JsonValue> = {}) => new AppError('CONFLICT', message, details);
export const unavailable = (message: string, details: Record<string, JsonValue> = {}) => new AppError('UNAVAILABLE', message, details);
