import {
  Button,
  Field,
  type FieldControlProps,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { CalendarLtrRegular } from '@fluentui/react-icons/svg/calendar-ltr';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { DateTextInput, type DateTextInputProps } from './DateTextInput';
import {
  checkRange,
  type DateRangeText,
  EMPTY_RANGE,
  presetRange,
  RANGE_TOO_LONG_MESSAGE,
  type RangePresetName,
  rangePresetNames,
} from './dates';

const useStyles = makeStyles({
  // Wraps on a phone: two dates with their calendars are wider than 390 px.
  inputs: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  date: { width: '146px' },
  separator: { color: tokens.colorNeutralForeground3 },
});

export interface DateRangePickerProps {
  label: string;
  value: DateRangeText;
  onChange: (value: DateRangeText) => void;
  /** Offer 'Last 1 Year' among the shortcuts (the closed range does). */
  includeLastYear?: boolean;
  /** Warn 'Please select data range within 6 months' past this many days (MAX_RANGE_DAYS); omit for none. */
  maxDays?: number;
  /** Offer a clear button (for an optional range such as the closed date range). */
  clearable?: boolean;
  /** Used to tell shortcuts apart when 'today' matters (tests); defaults to now. */
  now?: Date;
}

/**
 * Two 'DD/MM/YYYY' inputs, each with a calendar beside it, plus the spec's date shortcuts. Controlled: the page holds the texts and
 * reads them with checkRange / rangeBlocksFiltering (dates.ts) to send ISO ends and to disable
 * Filter and Export while the range is unreadable or over the limit.
 */
export function DateRangePicker({
  label,
  value,
  onChange,
  includeLastYear = false,
  maxDays,
  clearable = false,
  now,
}: DateRangePickerProps) {
  const styles = useStyles();
  const check = checkRange(value, maxDays ?? Number.POSITIVE_INFINITY);
  const overLimit = check.state === 'valid' && check.overLimit;
  const presets = rangePresetNames.filter((name) => includeLastYear || name !== 'Last 1 Year');
  const choosePreset = (name: RangePresetName) => onChange(presetRange(name, now));

  return (
    <Field
      label={label}
      validationState={check.state === 'invalid' ? 'error' : overLimit ? 'warning' : 'none'}
      validationMessage={check.state === 'invalid' ? check.message : overLimit ? RANGE_TOO_LONG_MESSAGE : undefined}
    >
      {(control) => (
        <div className={styles.inputs}>
          <RangeEndInput
            id={control.id}
            className={styles.date}
            control={control}
            name={`${label} from`}
            value={value.start}
            onChange={(start) => onChange({ ...value, start })}
          />
          <span className={styles.separator} aria-hidden>
            –
          </span>
          <RangeEndInput
            className={styles.date}
            control={control}
            name={`${label} to`}
            value={value.end}
            onChange={(end) => onChange({ ...value, end })}
          />
          <Menu>
            <MenuTrigger disableButtonEnhancement>
              <Button
                appearance="subtle"
                icon={<CalendarLtrRegular />}
                aria-label={`${label} shortcuts`}
                title="Date shortcuts"
              />
            </MenuTrigger>
            <MenuPopover>
              <MenuList>
                {presets.map((name) => (
                  <MenuItem key={name} onClick={() => choosePreset(name)}>
                    {name}
                  </MenuItem>
                ))}
              </MenuList>
            </MenuPopover>
          </Menu>
          {clearable && (value.start || value.end) && (
            <Button
              appearance="subtle"
              icon={<DismissRegular />}
              aria-label={`Clear ${label}`}
              title="Clear"
              onClick={() => onChange(EMPTY_RANGE)}
            />
          )}
        </div>
      )}
    </Field>
  );
}

/**
 * One end of the range: named `name` ('Created from'), its calendar button 'Open calendar for'
 * that name, and described and marked invalid by the range's Field (the first end takes its id).
 */
function RangeEndInput({
  control,
  name,
  ...inputProps
}: Pick<DateTextInputProps, 'id' | 'className' | 'value' | 'onChange'> & {
  control: FieldControlProps;
  name: string;
}) {
  return (
    <DateTextInput
      {...inputProps}
      aria-label={name}
      aria-describedby={control['aria-describedby']}
      aria-invalid={control['aria-invalid']}
      calendarLabel={`Open calendar for ${name}`}
    />
  );
}
