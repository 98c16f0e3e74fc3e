// A bulk screen's own row ids, and the empty rows a fresh or discarded grid starts with.
import type { GridRow } from '../model/types';

let counter = 0;
export const newRowId = () => `r${Date.now().toString(36)}${(++counter).toString(36)}`;
export const blankRows = (n: number): GridRow[] => Array.from({ length: n }, () => ({ id: newRowId(), values: {} }));
