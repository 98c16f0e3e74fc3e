// The type of a value after the main process's `toPlainJson` (electron/core/app/handlers/plain-json.ts): what the
// bridge actually delivers for a catalogue type. Exact-digit numbers and dates arrive as text, undefined
// fields are left out, anything JSON cannot describe more precisely is a JsonValue.
import type { JsonValue } from '../../../shared/ipc';
import type { LosslessNumber } from '../../../shared/json/lossless';

export type PlainJson<T> = T extends LosslessNumber | bigint | Date
  ? string
  : T extends string | number | boolean | null
    ? T
    : T extends readonly (infer E)[]
      ? PlainJson<E>[]
      : T extends object
        ? { [K in keyof T]: PlainJson<T[K]> }
        : JsonValue;
