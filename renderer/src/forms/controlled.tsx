// The React Aria fields bound to react-hook-form: value, change, blur and the field's error message.
import { useController, type Control, type FieldError, type FieldPath, type FieldValues } from 'react-hook-form';
import { useIssueText } from '../i18n/issue-messages';
import { issueOfFieldError } from './issue-resolver';
import { TextField, type TextFieldProps } from '../components/fields';

/** `TOut` is the schema's output (what submit receives); the fields edit the input side `T`. */
/** The field's error in the user's language (the schema's texts are shared with the main process, in English). */
function useFieldError(): (error: FieldError | undefined) => string | undefined {
  const text = useIssueText();
  return (error) => {
    const issue = issueOfFieldError(error);
    return issue === null ? undefined : text(issue);
  };
}

type Bound<T extends FieldValues, TOut, P> = Omit<P, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'> & { control: Control<T, unknown, TOut>; name: FieldPath<T> };

export function FormTextField<T extends FieldValues, TOut = T>({ control, name, ...props }: Bound<T, TOut, TextFieldProps>) {
  const { field, fieldState } = useController({ control, name });
  const issueText = useFieldError();
  return (
    <TextField
      {...props}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : field.value === undefined || field.value === null ? '' : String(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={issueText(fieldState.error)}
    />
  );
}
