// The app's button: React Aria's (press events that work with keyboard, mouse and touch alike).
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

export type ButtonVariant = 'default' | 'primary' | 'danger' | 'danger-solid' | 'quiet' | 'link';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
  className?: string;
}

const VARIANT_CLASS: Record<ButtonVariant, string> = {
  default: 'btn',
  primary: 'btn primary',
  danger: 'btn danger',
  'danger-solid': 'btn danger solid',
  quiet: 'btn quiet',
  link: 'btn link',
};

export function Button({ variant = 'default', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={className ? `${VARIANT_CLASS[variant]} ${className}` : VARIANT_CLASS[variant]} />;
}
