// The catalogue's rules for a grid: one validator per operation, its common fields, the columns and the locale,
// shared by the grid and the import report (one cache, so imported rows are checked once).
import { useMemo } from 'react';
import type { z } from 'zod';
import type { OperationId } from '../../../../../shared/catalogue';
import type { GridColumn } from '../model/types';
import { GridValidator } from '../model/validation';

export function useOperationValidator(
  operation: OperationId,
  common: Record<string, unknown> | null,
  columns: readonly GridColumn[],
  locale: string,
  itemSchema?: z.ZodType,
): GridValidator {
  return useMemo(() => new GridValidator({ operation, common, columns, locale, item: itemSchema }), [operation, common, columns, locale, itemSchema]);
}
