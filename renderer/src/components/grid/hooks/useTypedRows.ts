// The rows as typed (model/typed-rows.ts): the same array while only their originals change.
import { useMemo, useRef } from 'react';
import { sameTypedRows } from '../model/typed-rows';
import type { GridRow } from '../model/types';

export function useTypedRows<R extends GridRow>(rows: readonly R[]): readonly R[] {
  const last = useRef<readonly R[]>(rows);
  return useMemo(() => {
    if (!sameTypedRows(last.current, rows)) last.current = rows;
    return last.current;
  }, [rows]);
}
