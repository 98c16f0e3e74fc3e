// Reconciliation is declared in the catalogue entry: the core's reader, the summary's `reconcilable` and the
// read it uses all follow from `reconcile`.
import { describe, expect, it } from 'vitest';
import { JobModel } from '../../../electron/core/job/job-model';
import { reconcilerFor } from '../../../electron/core/reconcile';
import { getOperation, OPERATIONS } from '../../../shared/catalogue';

describe('reconciliation declared in the catalogue', () => {
  it('gives a reader and reconcilable jobs exactly to the entries that declare it, each through a read', () => {
    for (const op of OPERATIONS.filter((o) => o.access === 'write')) {
      const model = new JobModel({ jobId: 'job-1', operation: op.id, label: null, createdAt: 'x', common: null, context: null });
      const declared = op.reconcile !== undefined;
      expect(model.reconcilable, op.id).toBe(declared);
      expect(reconcilerFor(op.id) !== null, op.id).toBe(declared);
      if (op.reconcile) expect(getOperation(op.reconcile.read).access, op.id).toBe('read');
    }
    expect(OPERATIONS.filter((o) => o.reconcile).map((o) => o.id).sort()).toEqual(['cancelPairing', 'picking']);
  });
});
