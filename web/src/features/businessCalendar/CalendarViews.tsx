import { Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import type { BusinessCalendarView } from '@shared/contract/businessCalendar';
import { type OfficeGroup, WEEKDAY_NAMES } from '@shared/domain/businessTime';

const useStyles = makeStyles({
  days: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  year: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  month: { display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: '2px', fontSize: tokens.fontSizeBase200 },
  monthName: { gridColumn: '1 / -1', fontWeight: tokens.fontWeightSemibold },
  day: { textAlign: 'center', padding: '2px' },
  holiday: {
    textAlign: 'center',
    padding: '2px',
    backgroundColor: tokens.colorPaletteRedBackground2,
    borderRadius: tokens.borderRadiusSmall,
  },
  off: { textAlign: 'center', padding: '2px', color: tokens.colorNeutralForeground4 },
});

export const groupLabels: Record<OfficeGroup, string> = {
  school: 'School',
  college: 'College',
  administrative: 'Administrative',
};

/** The calendar as the page edits it. */
export type CalendarDraft = Omit<BusinessCalendarView, 'version' | 'timeZone'>;

/** The weekdays as checkboxes (working days). */
export function DayChoice({
  days,
  onChange,
  label,
}: {
  days: number[];
  onChange: (days: number[]) => void;
  label: string;
}) {
  const styles = useStyles();
  return (
    <fieldset className={styles.days} aria-label={label}>
      {WEEKDAY_NAMES.map((name, day) => (
        <Checkbox
          key={name}
          label={name}
          checked={days.includes(day)}
          onChange={(_event, data) =>
            onChange(data.checked ? [...days, day].sort() : days.filter((each) => each !== day))
          }
        />
      ))}
    </fieldset>
  );
}

/** The holidays of a year, month by month; a holiday's day is marked and named on hover. */
export function YearView({ year, draft }: { year: number; draft: CalendarDraft }) {
  const styles = useStyles();
  const names = new Map<string, string>();
  for (const holiday of draft.holidays)
    names.set(
      holiday.date,
      [names.get(holiday.date), `${holiday.name}${holiday.officeType ? ` (${groupLabels[holiday.officeType]})` : ''}`]
        .filter(Boolean)
        .join(', '),
    );
  return (
    <ul className={styles.year} aria-label={`Year ${year}`}>
      {Array.from({ length: 12 }, (_, month) => {
        const first = new Date(Date.UTC(year, month, 1));
        const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
        const monthName = first.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
        return (
          <li key={monthName} className={styles.month} aria-label={monthName}>
            <span className={styles.monthName}>{monthName}</span>
            {Array.from({ length: first.getUTCDay() }, (_, blank) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: leading blanks of a month grid.
              <span key={`blank-${blank}`} />
            ))}
            {Array.from({ length }, (_, index) => {
              const day = index + 1;
              const key = `${year}-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
              const holiday = names.get(key);
              const weekday = new Date(Date.UTC(year, month, day)).getUTCDay();
              const className = holiday
                ? styles.holiday
                : draft.workingDays.length > 0 && !draft.workingDays.includes(weekday)
                  ? styles.off
                  : styles.day;
              return (
                <span key={key} className={className} title={holiday}>
                  {day}
                </span>
              );
            })}
          </li>
        );
      })}
    </ul>
  );
}

type WorkTime = Pick<CalendarDraft, 'workStart' | 'workEnd'>;

/**
 * The start and end of a working day: the tenant's ('Work starts') or an office type's override
 * (`labelPrefix` 'Override 2': 'Override 2 work starts').
 */
export function WorkHours({
  labelPrefix,
  value,
  onChange,
  problems = {},
}: {
  labelPrefix?: string;
  value: WorkTime;
  onChange(fields: Partial<WorkTime>): void;
  /** A Save's problem with either time, shown under it (the start-before-end one under the end). */
  problems?: Partial<Record<keyof WorkTime, string>>;
}) {
  const label = (edge: 'starts' | 'ends') => (labelPrefix ? `${labelPrefix} work ${edge}` : `Work ${edge}`);
  const marked = (field: keyof WorkTime) =>
    problems[field] ? { validationState: 'error' as const, validationMessage: problems[field] } : {};
  return (
    <>
      <Field label={label('starts')} {...marked('workStart')}>
        <Input type="time" value={value.workStart} onChange={(_event, data) => onChange({ workStart: data.value })} />
      </Field>
      <Field label={label('ends')} {...marked('workEnd')}>
        <Input type="time" value={value.workEnd} onChange={(_event, data) => onChange({ workEnd: data.value })} />
      </Field>
    </>
  );
}
