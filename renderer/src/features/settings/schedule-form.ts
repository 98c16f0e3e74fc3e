// The "Scheduled syncs" form's logic, framework-free: which operations a sync can send (the sync core's own rule,
// shared/catalogue/sync-rows.ts), the common fields each one asks for, the form's state → the contract's rule input
// (checked by the contract's own schema, its mapping by schedule-mapping.ts), and a rule → the form's state for
// editing.
import type { WriteOperationId } from '../../../../shared/catalogue';
import { objectKeysOf } from '../../../../shared/catalogue/fields';
import { batchOperationOf } from '../../../../shared/catalogue/row-validation';
import { SYNC_OPERATION_IDS } from '../../../../shared/catalogue/sync-rows';
import { scheduleRuleInput, type ScheduleRule } from '../../../../shared/ipc/schedules';
import type { MethodInput } from '../../../../shared/ipc';
import { checkMapping, mappingOf, rowsOf, type MappingIssue, type MappingRow } from './schedule-mapping';

/** Operations a scheduled sync sends: those whose file rows the sync core reads. */
export const SYNC_OPERATIONS: readonly WriteOperationId[] = SYNC_OPERATION_IDS;

/** The fields every request of `operation` carries beside its rows (a store, say). */
export function commonFieldsOf(operation: WriteOperationId): string[] {
  const op = batchOperationOf(operation);
  if (!op || op.batch.kind !== 'list') return [];
  const field = op.batch.field;
  return (objectKeysOf(op.request) ?? []).filter((k) => k !== field);
}

export interface ScheduleFormState {
  id?: string;
  name: string;
  profileId: string;
  operation: WriteOperationId | null;
  common: Record<string, string>;
  path: string;
  when: 'every' | 'daily' | 'onChange';
  minutes: number | null;
  at: string;
  resultsDir: string;
  /** Sheet header → field rows; none: headers name fields by the fields' own names. */
  mapping: MappingRow[];
}

export const emptyForm = (profileId: string): ScheduleFormState => ({ name: '', profileId, operation: null, common: {}, path: '', when: 'every', minutes: 60, at: '06:00', resultsDir: '', mapping: [] });

export function formOf(rule: ScheduleRule): ScheduleFormState {
  return {
    id: rule.id,
    name: rule.name,
    profileId: rule.profileId,
    operation: rule.operation,
    common: { ...rule.common },
    path: rule.source.kind === 'file' ? rule.source.path : `${rule.source.folder}/${rule.source.pattern}`,
    when: rule.when.kind,
    minutes: rule.when.kind === 'every' ? rule.when.minutes : 60,
    at: rule.when.kind === 'daily' ? rule.when.at : '06:00',
    resultsDir: rule.resultsDir ?? '',
    mapping: rowsOf(rule.mapping),
  };
}

/** A path whose last part holds `*` or `?` is a folder and a name pattern: the newest match is read. */
function sourceOf(path: string): ScheduleRule['source'] {
  const trimmed = path.trim();
  const cut = Math.max(trimmed.lastIndexOf('/'), trimmed.lastIndexOf('\\'));
  const name = trimmed.slice(cut + 1);
  return cut > 0 && /[*?]/.test(name) ? { kind: 'folder', folder: trimmed.slice(0, cut), pattern: name } : { kind: 'file', path: trimmed };
}

/** `mapping`: the mapping rows' problems (the field `mapping` is among `fields` when there are any). */
export type FormCheck = { ok: true; input: MethodInput<'schedules.save'> } | { ok: false; fields: string[]; mapping: MappingIssue[] };

/** The form as the contract's input, or the fields that are not right yet (by the contract's schema, the mapping's check). */
export function checkForm(form: ScheduleFormState, paused: boolean): FormCheck {
  const when = form.when === 'every' ? { kind: 'every' as const, minutes: form.minutes ?? 0 } : form.when === 'daily' ? { kind: 'daily' as const, at: form.at.trim() } : { kind: 'onChange' as const };
  const common = Object.fromEntries(Object.entries(form.common).flatMap(([k, v]) => (v.trim() === '' ? [] : [[k, v.trim()]])));
  const input = {
    ...(form.id ? { id: form.id } : {}),
    name: form.name.trim(),
    profileId: form.profileId,
    operation: form.operation ?? '',
    common,
    source: sourceOf(form.path),
    when,
    paused,
    ...(form.resultsDir.trim() ? { resultsDir: form.resultsDir.trim() } : {}),
  };
  const mappingIssues = checkMapping(form.mapping, form.operation);
  const mapping = mappingIssues.length === 0 ? mappingOf(form.mapping) : undefined;
  const parsed = scheduleRuleInput.safeParse(mapping ? { ...input, mapping } : input);
  if (parsed.success && mappingIssues.length === 0) return { ok: true, input: parsed.data };
  const fields = parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0] ?? ''));
  return { ok: false, fields: [...new Set([...fields, ...(mappingIssues.length > 0 ? ['mapping'] : [])])], mapping: mappingIssues };
}
