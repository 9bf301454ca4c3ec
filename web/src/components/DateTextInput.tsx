import type { CalendarProps, ICalendar } from '@fluentui/react-calendar-compat';
import {
  Button,
  Input,
  type InputProps,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
} from '@fluentui/react-components';
import { CalendarMonthRegular } from '@fluentui/react-icons/svg/calendar-month';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { formatDateInput, INPUT_DATE_FORMAT, parseDateInput, tenantDayOf } from './dates';

// Fluent's calendar loads only when someone reaches for it (pointer over or focus on its button):
// no page pays for it on its first visit.
const loadCalendar = () => import('@fluentui/react-calendar-compat');
const Calendar = lazy(() => loadCalendar().then((module) => ({ default: module.Calendar })));

/**
 * The calendar, focused once it has loaded: the popover's focus trap engages only when focus is
 * inside it, and the calendar was not there yet when the popover opened.
 */
function FocusedCalendar(props: CalendarProps) {
  const calendar = useRef<ICalendar>(null);
  useEffect(() => calendar.current?.focus(), []);
  return <Calendar componentRef={calendar} {...props} />;
}

const useStyles = makeStyles({
  surface: { padding: '4px' },
  loading: { width: '220px', height: '240px' },
});

export interface DateTextInputProps extends Omit<InputProps, 'value' | 'onChange' | 'contentAfter' | 'type'> {
  /** The 'DD/MM/YYYY' text as typed or picked (or blank); the caller checks it. */
  value: string;
  onChange: (text: string) => void;
  /** The calendar button's name for screen readers, e.g. "Open calendar for Issue Noticed On". */
  calendarLabel: string;
}

/**
 * A date typed as 'DD/MM/YYYY' or picked from Fluent's calendar beside it (issue 17). The text stays
 * what the form holds: typing works as before, and a picked day is written into the box in the same
 * format, so every check and message is the spec's. The calendar opens on the typed day when it is
 * readable, and gives focus back to its button when closed.
 */
export function DateTextInput({ value, onChange, calendarLabel, disabled, ...inputProps }: DateTextInputProps) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const typedDay = parseDateInput(value)?.toDate();

  return (
    <Input
      {...inputProps}
      disabled={disabled}
      placeholder={INPUT_DATE_FORMAT}
      value={value}
      onChange={(_event, data) => onChange(data.value)}
      contentAfter={
        <Popover open={open} onOpenChange={(_event, data) => setOpen(data.open)} trapFocus positioning="below-end">
          <PopoverTrigger disableButtonEnhancement>
            <Button
              appearance="transparent"
              size="small"
              icon={<CalendarMonthRegular />}
              aria-label={calendarLabel}
              title="Calendar"
              disabled={disabled}
              onPointerEnter={() => void loadCalendar()}
              onFocus={() => void loadCalendar()}
            />
          </PopoverTrigger>
          <PopoverSurface className={styles.surface} aria-label={calendarLabel}>
            <Suspense fallback={<Spinner className={styles.loading} size="tiny" label="Loading calendar" />}>
              <FocusedCalendar
                value={typedDay}
                // The tenant's today, as the date filters count days, not the browser's.
                today={tenantDayOf(Date.now()).toDate()}
                showGoToToday
                showMonthPickerAsOverlay
                onSelectDate={(date) => {
                  onChange(formatDateInput(date));
                  setOpen(false);
                }}
                onDismiss={() => setOpen(false)}
              />
            </Suspense>
          </PopoverSurface>
        </Popover>
      }
    />
  );
}
