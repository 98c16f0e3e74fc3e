// One field of the address form: the React Aria text field bound to react-hook-form, with its error in the
// user's language (schema sentences translated, a vendor refusal's own words kept beside the meaning).
import { useController, type Control, type FieldError } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { OperationBody, OperationInput } from '../../../../../shared/catalogue';
import { TextField } from '../../../components/fields';
import { issueOfFieldError } from '../../../forms/issue-resolver';
import type { IssueCode } from '../../../../../shared/catalogue/issue-codes';
import type { MessageId } from '../../../i18n/catalogue';
import { formatIssue } from '../../../i18n/issue-messages';
import { refusalOnField, REQUIRED_FIELDS, type FormField } from '../fields';

export type AddressControl = Control<OperationInput<'updateShipFromAddress'>, unknown, OperationBody<'updateShipFromAddress'>>;

/** react-hook-form error type of a refusal the vendor sent back (its message is the vendor's reason). */
export const VENDOR_ERROR = 'vendor';

/** Rules this form words in its own terms (by the issue's code); any other code gets the shared wording. */
const OWN_WORDING: Partial<Record<IssueCode, MessageId>> = {
  blank: 'shipFrom.err.blank',
  maxChars: 'shipFrom.err.max',
  usState: 'shipFrom.err.usProvince',
  id: 'shipFrom.err.id',
  notText: 'shipFrom.err.text',
};

export function useErrorText() {
  const intl = useIntl();
  return (error: FieldError | undefined, value?: unknown, field?: FormField): string | undefined => {
    // An empty required field reads "Required", whatever words the schema chose for it.
    if (error && error.type !== VENDOR_ERROR && (value === undefined || value === null || String(value).trim() === '')) return intl.formatMessage({ id: 'shipFrom.err.required' });
    if (!error?.message) return error ? intl.formatMessage({ id: 'shipFrom.err.invalid' }) : undefined;
    if (error.type === VENDOR_ERROR) {
      const explained = field ? refusalOnField(field) : { id: 'shipFrom.refusal.field' as const };
      return intl.formatMessage({ id: 'shipFrom.err.vendor' }, { meaning: intl.formatMessage({ id: explained.id }, explained.values), said: error.message });
    }
    const issue = issueOfFieldError(error);
    if (issue === null) return undefined;
    const own = issue.code ? OWN_WORDING[issue.code] : undefined;
    return own ? intl.formatMessage({ id: own }, issue.values) : formatIssue(intl, issue);
  };
}

export function AddressField({ control, name, description }: { control: AddressControl; name: FormField; description?: string }) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      label={
        <>
          {intl.formatMessage({ id: `shipFrom.field.${name}` })}
          {REQUIRED_FIELDS.has(name) ? <span aria-hidden="true"> *</span> : null}
        </>
      }
      description={description}
      isRequired={REQUIRED_FIELDS.has(name)}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : field.value === undefined || field.value === null ? '' : String(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={errorText(fieldState.error, field.value, name)}
      spellCheck={false}
    />
  );
}
