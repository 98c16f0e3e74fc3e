// The React Aria fields bound to react-hook-form: value, change, blur and the field's error message.
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { Key } from 'react-aria-components';
import { NumberField, SelectField, TextField, type NumberFieldProps, type SelectFieldProps, type TextFieldProps } from '../components/fields';

/** `TOut` is the schema's output (what submit receives); the fields edit the input side `T`. */
type Bound<T extends FieldValues, TOut, P> = Omit<P, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'> & { control: Control<T, unknown, TOut>; name: FieldPath<T> };

export function FormTextField<T extends FieldValues, TOut = T>({ control, name, ...props }: Bound<T, TOut, TextFieldProps>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={typeof field.value === 'string' ? field.value : field.value === undefined || field.value === null ? '' : String(field.value)}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}

export function FormNumberField<T extends FieldValues, TOut = T>({ control, name, ...props }: Bound<T, TOut, NumberFieldProps>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <NumberField
      {...props}
      name={field.name}
      value={typeof field.value === 'number' ? field.value : null}
      onChange={(n) => field.onChange(n ?? undefined)}
      onBlur={field.onBlur}
      error={fieldState.error?.message}
    />
  );
}

export function FormSelectField<T extends FieldValues, K extends Key, TOut = T>({ control, name, ...props }: Bound<T, TOut, SelectFieldProps<K>>) {
  const { field, fieldState } = useController({ control, name });
  return <SelectField<K> {...props} name={field.name} value={(field.value as K | undefined) ?? null} onChange={field.onChange} error={fieldState.error?.message} />;
}
