// The date field of components/fields.tsx's family, in its own module: React Aria's date segments and calendar
// and @internationalized/date come only with a screen that asks a date, not with the first screen.
import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  Label,
  Popover,
  Text,
  type DateValue,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import type { FieldBase } from './fields';

export interface DatePickerFieldProps extends FieldBase {
  value: DateValue | null;
  onChange: (value: DateValue | null) => void;
  /** 'second' for the vendor's `yyyy-MM-dd HH:mm:ss` fields. */
  granularity?: 'day' | 'minute' | 'second';
}

/** Dates and date-times in locale order (segments typed or picked on a calendar); see forms/dates.ts for the vendor's text form. */
export function DatePickerField({ label, description, error, value, onChange, granularity = 'day', ...rest }: DatePickerFieldProps) {
  const intl = useIntl();
  return (
    <DatePicker className="field" value={value} onChange={onChange} granularity={granularity} hourCycle={24} isInvalid={error !== undefined} {...rest}>
      <Label>{label}</Label>
      <Group className="field-group">
        <DateInput className="date-input">{(segment) => <DateSegment segment={segment} className="date-segment" />}</DateInput>
        <AriaButton className="btn" aria-label={intl.formatMessage({ id: 'common.openCalendar' })}>
          ▾
        </AriaButton>
      </Group>
      {description ? <Text slot="description" className="description">{description}</Text> : null}
      <FieldError className="field-error">{error}</FieldError>
      <Popover className="popover">
        <Dialog className="dialog calendar-dialog">
          <Calendar>
            <header className="row">
              <AriaButton slot="previous" className="btn quiet">
                ◀
              </AriaButton>
              <Heading className="spacer" />
              <AriaButton slot="next" className="btn quiet">
                ▶
              </AriaButton>
            </header>
            <CalendarGrid>{(date) => <CalendarCell date={date} className="calendar-cell" />}</CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </DatePicker>
  );
}
