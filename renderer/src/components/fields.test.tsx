import { parseDateTime } from '@internationalized/date';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeBridge } from '../testing/fake-bridge';
import { renderWithProviders } from '../testing/render';
import { DatePickerField, type DatePickerFieldProps } from './date-picker-field';
import { NumberField } from './fields';

function Quantity({ onChange }: { onChange: (n: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <NumberField
      label="Quantity"
      value={value}
      onChange={(n) => {
        setValue(n);
        onChange(n);
      }}
    />
  );
}

describe('number field', () => {
  it('reads thousands separators in the user’s locale', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Quantity onChange={onChange} />, { bridge: fakeBridge() });
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.type(input, '1,234');
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(1234);
    expect((input as HTMLInputElement).value).toBe('1,234');
  });

  it('has its steppers named in the user’s language', () => {
    renderWithProviders(<Quantity onChange={() => undefined} />, { bridge: fakeBridge(), locale: 'zh-CN' });
    expect(screen.getByRole('button', { name: /增加/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /减少/ })).toBeTruthy();
  });
});

describe('date picker', () => {
  const props: DatePickerFieldProps = { label: 'Arrival', value: parseDateTime('2026-03-09T08:05:07'), onChange: () => undefined, granularity: 'second' };

  it('shows the segments in the locale’s order, down to seconds, 24-hour', () => {
    renderWithProviders(<DatePickerField {...props} />, { bridge: fakeBridge(), locale: 'zh-CN' });
    const segments = screen.getAllByRole('spinbutton').map((s) => s.textContent);
    expect(segments).toEqual(['2026', '3', '9', '8', '05', '07']);
    expect(screen.getAllByRole('group')[0]?.textContent).not.toMatch(/AM|PM|上午|下午/);
  });

  it('in en, month before day', () => {
    renderWithProviders(<DatePickerField {...props} />, { bridge: fakeBridge(), locale: 'en' });
    const segments = screen.getAllByRole('spinbutton').map((s) => s.textContent);
    expect(segments.slice(0, 3)).toEqual(['3', '9', '2026']);
  });
});
