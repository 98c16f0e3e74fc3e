// Forms on react-hook-form validated by the catalogue's request schema: the same zod schema the main process
// validates with, so a field error names the same path on both sides (`queue_list.0.quantity` here is
// `queue_list[0].quantity` there; see fieldName()).
import { useForm, type FieldValues, type Path, type Resolver, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { CATALOGUE, type OperationBody, type OperationId, type OperationInput, type ValidationIssueShape } from '../../../shared/catalogue';
import { codedFieldError, codedResolver } from './issue-resolver';

/** react-hook-form over any zod schema: values are the schema's input, the submit handler gets its output. */
export function useZodForm<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  options: Omit<UseFormProps<z.input<S>, unknown, z.output<S>>, 'resolver'> = {},
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  // The resolver's generics cannot follow a generic schema through zod's overloads; for any concrete S this
  // is exactly the type zodResolver(schema) returns.
  const resolver = codedResolver(schema as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  return useForm<z.input<S>, unknown, z.output<S>>({ mode: 'onTouched', ...options, resolver });
}

/** A form for one operation's request body, validated by its catalogue entry. */
export function useOperationForm<K extends OperationId>(
  operation: K,
  options: Omit<UseFormProps<OperationInput<K> & FieldValues, unknown, OperationBody<K>>, 'resolver'> = {},
): UseFormReturn<OperationInput<K> & FieldValues, unknown, OperationBody<K>> {
  const schema = CATALOGUE[operation].request;
  const resolver = codedResolver(schema as never) as unknown as Resolver<OperationInput<K> & FieldValues, unknown, OperationBody<K>>;
  return useForm<OperationInput<K> & FieldValues, unknown, OperationBody<K>>({ mode: 'onTouched', ...options, resolver });
}

/** The main process's path (`queue_list[3].quantity`, `(body)`) as a react-hook-form field name. */
export function fieldName(path: string): string {
  return path === '(body)' || path === '(row)' ? 'root' : path.replace(/\[(\d+)\]/g, '.$1');
}

/**
 * Puts the main process's field issues (an INVALID_INPUT error's `details.issues`, a job row's issues) on the
 * form's fields, so a refusal after sending shows where the user typed. Returns the issues no field took.
 */
export function applyIssues<T extends FieldValues, I extends ValidationIssueShape>(form: Pick<UseFormReturn<T>, 'setError'>, issues: readonly I[]): I[] {
  const rest: I[] = [];
  for (const issue of issues) {
    const name = fieldName(issue.path);
    if (name === 'root') rest.push(issue);
    else form.setError(name as Path<T>, codedFieldError(issue));
  }
  return rest;
}
