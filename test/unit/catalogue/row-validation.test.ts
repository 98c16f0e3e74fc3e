// The shared row validation is a drop-in for the batch runner's: same issues, same paths, same messages,
// same duplicate refusal, so the grid shows exactly what the runner would refuse.
import { describe, expect, it } from 'vitest';
import { prepareRows } from '../../support/prepare-rows';
import { batchOperationOf, checkRow, commonFieldIssues, RowValidator } from '../../../shared/catalogue/row-validation';

const videox = batchOperationOf('videoxStock')!;

describe('shared row validation', () => {
  it('knows which operations take rows', () => {
    expect(batchOperationOf('videoxStock')?.id).toBe('videoxStock');
    expect(batchOperationOf('chatxList')).toBeNull();
  });

  it('reports a list row against the item schema with item-relative paths', () => {
    const r = checkRow(videox, { store_id: '1' }, { msku_id: 'A1', quantity: '1.5' });
    expect(r).toEqual({ issues: [{ path: 'quantity', message: 'must be an integer >= 0', code: 'intMin', values: { min: 0 } }] });
    expect(checkRow(videox, null, { msku_id: ' A1 ', quantity: 3 })).toMatchObject({ itemKey: 'A1', output: { msku_id: 'A1', quantity: 3 } });
  });

  it('gives the runner\'s issues for the same rows (drop-in)', () => {
    const rows = [
      { key: 'r1', input: { msku_id: 'A1', quantity: 2 } },
      { key: 'r2', input: { msku_id: '', quantity: -1 } },
      { key: 'r3', input: { msku_id: 'A1', quantity: 5 } },
      { key: 'r4', input: { quantity: 'x' } },
      { key: 'r5', input: 'not an object' },
    ];
    const runner = prepareRows('videoxStock', rows, { store_id: '7' });
    const shared = new RowValidator(videox, { store_id: '7' });
    const mine = rows.map((r) => ({ key: r.key, v: shared.validate(r.key, r.input) }));
    expect(mine.filter((m) => 'issues' in m.v).map((m) => ({ key: m.key, issues: 'issues' in m.v ? m.v.issues : [] }))).toEqual(
      runner.invalid.map((i) => ({ key: i.key, issues: i.issues })),
    );
    expect(mine.filter((m) => !('issues' in m.v)).map((m) => m.key)).toEqual(runner.valid.map((v) => v.key));
  });

  it('validates a single operation\'s row with the common fields under it, like the runner', () => {
    const cargo = batchOperationOf('cargoStorage')!;
    expect(cargo.batch.kind).toBe('single');
    expect(checkRow(cargo, null, 'x')).toEqual({ issues: [{ path: '(row)', message: 'must be an object of fields', code: 'notObject', values: {} }] });
    const rows = [{ key: 'c1', input: { remark: 'r' } }];
    const runner = prepareRows('cargoStorage', rows, { store_id: 'x' });
    const mine = checkRow(cargo, { store_id: 'x' }, rows[0]!.input);
    expect('issues' in mine && mine.issues).toEqual(runner.invalid[0]?.issues);
    expect(runner.invalid[0]?.issues.some((i) => i.path === 'store_id')).toBe(true);
  });

  it('finds errors in the common fields without counting the rows\' own', () => {
    const issues = commonFieldIssues(videox, { store_id: 'abc' }, [{ msku_id: '', quantity: 1 }, { msku_id: 'B', quantity: 1 }]);
    expect(issues).toEqual([{ path: 'store_id', message: 'must be a whole-number id (digits only)', code: 'id', values: {} }]);
    expect(commonFieldIssues(videox, { store_id: '12' }, [{ msku_id: 'B', quantity: 1 }])).toEqual([]);
  });
});
