// A react-hook-form resolver over a zod schema whose field errors keep the issue's code and values
// (shared/catalogue/issue-codes.ts), so a field shows its error in the reader's language from the code.
import { get, set, type FieldError, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { toValidationIssue } from '../../../shared/catalogue/fields';
import { isIssueCode, type IssueValues, type ValidationIssueShape } from '../../../shared/catalogue/issue-codes';
import type { CodedIssue } from '../i18n/issue-messages';

/** A field error as the form stores it: the issue's code in `type`, its values beside. */
export type CodedFieldError = FieldError & { values?: IssueValues };

export function codedFieldError(issue: Pick<ValidationIssueShape, 'message' | 'code' | 'values'>): CodedFieldError {
  return { type: issue.code ?? 'other', message: issue.message, values: issue.values ?? { text: issue.message } };
}

/** The issue behind a field error (null when the field has none). */
export function issueOfFieldError(error: FieldError | undefined): CodedIssue | null {
  if (error?.message === undefined) return null;
  const values = (error as CodedFieldError).values;
  return { message: error.message, code: isIssueCode(error.type) ? error.type : undefined, values };
}

export function codedResolver<TIn extends FieldValues, TOut>(schema: z.ZodType<TOut, TIn>): Resolver<TIn, unknown, TOut> {
  return async (values) => {
    const parsed = await schema.safeParseAsync(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: FieldErrors<TIn> = {};
    for (const iss of parsed.error.issues) {
      const name = iss.path.length === 0 ? 'root' : iss.path.map(String).join('.');
      // The first issue of a field is the one it shows, as zod orders them (zodResolver does the same).
      if (get(errors, name) === undefined) set(errors, name, codedFieldError(toValidationIssue(iss)));
    }
    return { values: {}, errors };
  };
}
