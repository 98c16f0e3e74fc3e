// A new job built in slices: checking 100,000 row keys, building 100,000 rows and validating them takes long
// enough to freeze the main process, so the loop gets its turn between slices. rows.ts's checks, in order (a
// write that takes rows, every row key, then the common fields); then every row is validated once, for the
// whole life of the job (`validateRows`).
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { ValidationIssue } from '../../../shared/catalogue';
import { identityNamer } from '../../../shared/catalogue/item-identity';
import { checkRow } from '../../../shared/catalogue/row-validation';
import { JobModel } from '../job/job-model';
import { batchOperation, checkRowKey, JobRowValidator } from './rows';
import type { JobSpec } from '../job/types';

const SLICE = 1000;

export type InvalidRows = Array<{ key: string; issues: ValidationIssue[] }>;

/**
 * The job's model and validator at once (empty: the runner tracks the job from the first moment), and `ready`,
 * which settles once every row key is checked, the common fields too, and every row is in the model; it rejects
 * (OpenApiError INVALID_INPUT) on a caller bug.
 */
export function newJobInSlices(spec: JobSpec, jobId: string, createdAt: string): { model: JobModel; validator: JobRowValidator; ready: Promise<void> } {
  batchOperation(spec.operation);
  const common = spec.common ?? null;
  const { rows } = spec;
  const validator = new JobRowValidator(spec.operation, common);
  const model = new JobModel({ jobId, operation: spec.operation, label: spec.label ?? null, createdAt, common, context: spec.context ?? null });
  const ready = (async () => {
    // One pass: each key is checked against the rows already in the model (no second set of 100,000 keys) and
    // its row added. A refusal drops the model with the job, so rows added before it do no harm.
    for (let i = 0; i < rows.length; i += SLICE) {
      if (i > 0) await nextTurn();
      for (let j = i; j < Math.min(rows.length, i + SLICE); j++) {
        const row = rows[j] as JobSpec['rows'][number];
        model.addRow(checkRowKey(spec.operation, row, model.rows), row.input);
      }
    }
    validator.checkCommon(rows);
  })();
  return { model, validator, ready };
}

/**
 * Validates every pending row of the job that is not validated yet, once: its item key, the validated form its
 * chunk will carry and its identity in the ledger of what was sent are kept on the row (a retry or a second
 * attempt sends them as they are). Invalid rows are marked so and returned, for the journal. A succeeded row (a
 * job loaded from its journal) is never sent again: only its identity is made. Sliced, so a 100,000-row job
 * never holds the loop.
 */
export async function validateRows(model: JobModel, validator: JobRowValidator): Promise<InvalidRows> {
  const invalid: InvalidRows = [];
  const { operation, common } = model.meta;
  const identityOf = identityNamer(operation, common);
  let inSlice = 0;
  for (const row of model.rows.values()) {
    if (row.status === 'invalid' || row.output !== null || (row.status === 'succeeded' && row.identity !== null)) continue;
    if (++inSlice >= SLICE) {
      inSlice = 0;
      await nextTurn();
    }
    if (row.status === 'succeeded') {
      const v = checkRow(validator.op, common, row.input);
      if (!('issues' in v)) row.identity = identityOf(v);
      continue;
    }
    const v = validator.validate(row.key, row.input);
    if ('issues' in v) {
      model.markInvalid(row.key, v.issues);
      invalid.push({ key: row.key, issues: v.issues });
    } else {
      row.itemKey = v.itemKey;
      row.identity = identityOf(v);
      // The validated form is most often the input again, field for field: then the input is kept as it, and
      // 100,000 copies do not outlive the young generation at the job's start (each one a longer GC pause).
      row.output = sameFields(v.output, row.input) ? row.input : v.output;
    }
  }
  return invalid;
}

/** Two plain objects with the same own keys in the same order, holding the very same values. */
export function sameFields(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) || Array.isArray(b)) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  // One list of keys, the other object's walked beside it (a 100,000-row start compares every row).
  const ka = Object.keys(a);
  let i = 0;
  for (const k in b) {
    if (!Object.hasOwn(b, k)) continue;
    if (k !== ka[i++] || (a as Record<string, unknown>)[k] !== (b as Record<string, unknown>)[k]) return false;
  }
  return i === ka.length;
}
