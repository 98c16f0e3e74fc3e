// Form fields on React Aria Components: labelled, described, invalid state and message wired for assistive
// technology, locale-aware number parsing and date segments. Controlled, so react-hook-form drives them
// through forms/controlled.tsx. The date picker is date-picker-field.tsx: it brings React Aria's calendar and
// @internationalized/date, which only the screens that ask a date need (the shell's banner takes a TextField).
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  FieldError,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  NumberField as AriaNumberField,
  Popover,
  Select,
  SelectValue,
  Switch,
  Text,
  TextField as AriaTextField,
  type Key,
} from 'react-aria-components';
import { useIntl } from 'react-intl';

export interface FieldBase {
  label: ReactNode;
  description?: ReactNode;
  /** The error to show (already a sentence); the field is marked invalid while it is set. */
  error?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
}

export interface TextFieldProps extends FieldBase {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  type?: 'text' | 'password' | 'url' | 'search';
  autoComplete?: string;
  placeholder?: string;
  inputRef?: React.Ref<HTMLInputElement>;
  spellCheck?: boolean;
}

export function TextField({ label, description, error, value, onChange, onBlur, type = 'text', autoComplete, placeholder, inputRef, spellCheck, ...rest }: TextFieldProps) {
  return (
    <AriaTextField className="field" value={value} onChange={onChange} onBlur={onBlur} type={type} autoComplete={autoComplete} isInvalid={error !== undefined} {...rest}>
      <Label>{label}</Label>
      <Input ref={inputRef} placeholder={placeholder} spellCheck={spellCheck} />
      {description ? <Text slot="description" className="description">{description}</Text> : null}
      <FieldError className="field-error">{error}</FieldError>
    </AriaTextField>
  );
}

export interface NumberFieldProps extends FieldBase {
  value: number | null;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  minValue?: number;
  maxValue?: number;
  step?: number;
  formatOptions?: Intl.NumberFormatOptions;
}

/** Numbers typed in the user's locale (thousands separators, decimal comma where that locale uses one). */
export function NumberField({ label, description, error, value, onChange, onBlur, ...rest }: NumberFieldProps) {
  const intl = useIntl();
  return (
    <AriaNumberField className="field" value={value ?? Number.NaN} onChange={(n) => onChange(Number.isNaN(n) ? null : n)} onBlur={onBlur} isInvalid={error !== undefined} {...rest}>
      <Label>{label}</Label>
      <Group className="field-group">
        <Input />
        <AriaButton slot="decrement" className="btn" aria-label={intl.formatMessage({ id: 'common.decrease' })}>
          −
        </AriaButton>
        <AriaButton slot="increment" className="btn" aria-label={intl.formatMessage({ id: 'common.increase' })}>
          +
        </AriaButton>
      </Group>
      {description ? <Text slot="description" className="description">{description}</Text> : null}
      <FieldError className="field-error">{error}</FieldError>
    </AriaNumberField>
  );
}

export interface Option<K extends Key = string> {
  id: K;
  label: string;
}

export interface SelectFieldProps<K extends Key> extends FieldBase {
  value: K | null;
  onChange: (value: K) => void;
  options: ReadonlyArray<Option<K>>;
}

export function SelectField<K extends Key>({ label, description, error, value, onChange, options, ...rest }: SelectFieldProps<K>) {
  const intl = useIntl();
  return (
    <Select className="field" selectedKey={value} onSelectionChange={(k) => k !== null && onChange(k as K)} isInvalid={error !== undefined} placeholder={intl.formatMessage({ id: 'common.selectPlaceholder' })} {...rest}>
      <Label>{label}</Label>
      <AriaButton className="select-button">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </AriaButton>
      {description ? <Text slot="description" className="description">{description}</Text> : null}
      <FieldError className="field-error">{error}</FieldError>
      <Popover className="popover">
        <ListBox className="listbox" items={options}>
          {(o) => (
            <ListBoxItem id={o.id} className="listbox-item" textValue={o.label}>
              {o.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

export function SwitchField({ children, isSelected, onChange, isDisabled }: { children: ReactNode; isSelected: boolean; onChange: (v: boolean) => void; isDisabled?: boolean }) {
  return (
    <Switch className="switch" isSelected={isSelected} onChange={onChange} isDisabled={isDisabled}>
      <span className="track" aria-hidden="true" />
      {children}
    </Switch>
  );
}
