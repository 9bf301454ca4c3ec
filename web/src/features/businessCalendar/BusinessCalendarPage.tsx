import { Button, Checkbox, Field, Input, makeStyles, Select, Text, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { calendarProblems } from '@shared/contract/businessCalendar';
import {
  DEFAULT_WORKING_TIME,
  type Holiday,
  type OfficeGroup,
  type OfficeTypeOverride,
  PAUSABLE_STATUSES,
} from '@shared/domain/businessTime';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { DateTextInput } from '@/components/DateTextInput';
import { formatDateInput, INVALID_DATE_MESSAGE, parseDateInput } from '@/components/dates';
import { LabelOptions } from '@/components/LabelOptions';
import { LoadingRows } from '@/components/LoadingRows';
import { PageSection } from '@/components/PageSection';
import { PageSaveButton, PageShell } from '@/components/PageShell';
import { useNotify } from '@/components/toast';
import { useBusinessCalendar, useBusinessCalendarInvalidate, useSaveBusinessCalendar } from './api';
import { DayChoice, type CalendarDraft as Draft, groupLabels, WorkHours, YearView } from './CalendarViews';
import {
  addHolidays,
  duplicateHolidayProblem,
  HOLIDAY_CSV_TEMPLATE,
  importSummary,
  parseHolidayCsv,
} from './holidayCsv';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  /**
   * A row of fields: a message under one of them must not move the others' boxes out of line (as
   * 'flex-end' would), so fields align at the top and a button beside them (`besideFields`) drops by
   * a label's height to sit level with their boxes.
   */
  fieldRow: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  // A vertical Field label: its line, padding above and below, and its margin below (Fluent's Field styles).
  besideFields: { marginTop: `calc(${tokens.lineHeightBase300} + 3 * ${tokens.spacingVerticalXXS})` },
  days: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  muted: { color: tokens.colorNeutralForeground3 },
  problem: { color: tokens.colorPaletteRedForeground1 },
});

/**
 * Admin → Business Calendar (issue 18): working days and hours, office-type overrides, holidays
 * (entered or imported from CSV, shown as a year view), pause statuses and the first-response
 * target. With no working day ticked, SLA plans count calendar days.
 */
export default function BusinessCalendarPage() {
  const styles = useStyles();
  const notify = useNotify();
  const calendar = useBusinessCalendar();
  const save = useSaveBusinessCalendar();
  const invalidate = useBusinessCalendarInvalidate();
  const fileInput = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<Draft | undefined>();
  const [year, setYear] = useState(new Date().getFullYear());
  const [newHoliday, setNewHoliday] = useState<Holiday>({ date: '', name: '' });
  // The holiday's date as typed or picked, 'DD/MM/YYYY' (as every date input of the portal); stored 'YYYY-MM-DD'.
  const [holidayDateText, setHolidayDateText] = useState('');
  // The contract's problems of the last Save, by field ('workEnd', 'officeTypeOverrides.1', …).
  const [problems, setProblems] = useState<Partial<Record<string, string>>>({});

  useEffect(() => {
    if (!calendar.data) return;
    const { version, timeZone, ...fields } = calendar.data;
    setDraft(fields);
  }, [calendar.data]);

  if (calendar.error) return <PageShell title="Business Calendar">{calendar.error.message}</PageShell>;
  if (!calendar.data || !draft) return <LoadingRows />;
  const change = (fields: Partial<Draft>) => {
    setDraft({ ...draft, ...fields });
    // A field's problem goes once it is edited (an override's with any change to the overrides).
    const edited = Object.keys(fields);
    // Either time of the day clears both: the start-before-end problem sits under the end.
    if (edited.includes('workStart') || edited.includes('workEnd')) edited.push('workStart', 'workEnd');
    setProblems((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !edited.includes(key.split('.')[0] ?? key))),
    );
  };
  const holidayDay = parseDateInput(holidayDateText);
  const holidayDateUnreadable = holidayDateText.trim() !== '' && !holidayDay;
  const candidateHoliday = holidayDay ? { ...newHoliday, date: holidayDay.format('YYYY-MM-DD') } : undefined;
  const holidayDuplicate = candidateHoliday && duplicateHolidayProblem(draft.holidays, candidateHoliday);
  const holidayDateProblem = holidayDateUnreadable ? INVALID_DATE_MESSAGE : holidayDuplicate;
  const problemOf = (key: string) =>
    problems[key] ? { validationState: 'error' as const, validationMessage: problems[key] } : {};
  const setOverride = (index: number, fields: Partial<OfficeTypeOverride>) =>
    change({
      officeTypeOverrides: draft.officeTypeOverrides.map((each, at) => (at === index ? { ...each, ...fields } : each)),
    });

  const onSave = async () => {
    const request = { ...draft, version: calendar.data?.version ?? 0 };
    // The save's own checks first (the contract's rules, without zod), each shown under its field.
    const found = calendarProblems(request);
    const first = Object.values(found)[0];
    if (first) {
      setProblems(found);
      notify.warning(first);
      return;
    }
    setProblems({});
    try {
      const answer = await save.trigger(request);
      notify.success(answer.message);
      await invalidate();
    } catch (failure) {
      notify.failure(failure, 'Some error occurred while saving!');
    }
  };

  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const { holidays, rejected } = parseHolidayCsv(await file.text(), draft.holidays);
    change({ holidays: addHolidays(draft.holidays, holidays) });
    if (rejected.length > 0) notify.warning(importSummary(holidays.length, rejected));
    else notify.success(importSummary(holidays.length, rejected));
  };

  const downloadTemplate = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([HOLIDAY_CSV_TEMPLATE], { type: 'text/csv' }));
    link.download = 'holidays-template.csv';
    link.click();
    URL.revokeObjectURL(link.href);
  };

  // Not again while the saved calendar is read back: its version would be the old one (a conflict).
  const saving = save.isMutating || calendar.isValidating;
  return (
    <PageShell title="Business Calendar" actions={<PageSaveButton onSave={onSave} saving={saving} />}>
      <PageSection
        id="hours"
        heading="Working days and hours"
        intro={`Times are in the tenant's time zone (${calendar.data.timeZone}). With no working day ticked, SLA plans count calendar days.`}
      >
        <DayChoice label="Working days" days={draft.workingDays} onChange={(workingDays) => change({ workingDays })} />
        <div className={styles.fieldRow}>
          <WorkHours
            value={draft}
            onChange={change}
            problems={{ workStart: problems.workStart, workEnd: problems.workEnd }}
          />
          {draft.workingDays.length === 0 && (
            <Button className={styles.besideFields} onClick={() => change({ ...DEFAULT_WORKING_TIME })}>
              Use Monday–Saturday 09:00–17:00
            </Button>
          )}
        </div>
      </PageSection>

      <PageSection id="overrides" heading="Office type overrides">
        {draft.officeTypeOverrides.map((override, index) => (
          <div key={override.officeType} className={styles.section}>
            <div className={styles.fieldRow}>
              <Field label={`Override ${index + 1} office type`}>
                <Select
                  value={override.officeType}
                  onChange={(_event, data) => setOverride(index, { officeType: data.value as OfficeGroup })}
                >
                  <LabelOptions labels={groupLabels} />
                </Select>
              </Field>
              <WorkHours
                labelPrefix={`Override ${index + 1}`}
                problems={{ workEnd: problems[`officeTypeOverrides.${index}`] }}
                value={override}
                onChange={(fields) => setOverride(index, fields)}
              />
              <Button
                className={styles.besideFields}
                icon={<DeleteRegular />}
                aria-label={`Remove override ${index + 1}`}
                onClick={() =>
                  change({ officeTypeOverrides: draft.officeTypeOverrides.filter((_, at) => at !== index) })
                }
              />
            </div>
            <DayChoice
              label={`Override ${index + 1} working days`}
              days={override.workingDays}
              onChange={(workingDays) => setOverride(index, { workingDays })}
            />
          </div>
        ))}
        <div>
          <Button
            icon={<AddRegular />}
            disabled={draft.officeTypeOverrides.length >= 3}
            onClick={() => {
              const free = (Object.keys(groupLabels) as OfficeGroup[]).find(
                (group) => !draft.officeTypeOverrides.some((each) => each.officeType === group),
              );
              if (free)
                change({
                  officeTypeOverrides: [...draft.officeTypeOverrides, { officeType: free, ...DEFAULT_WORKING_TIME }],
                });
            }}
          >
            Add Override
          </Button>
        </div>
      </PageSection>

      <PageSection id="holidays" heading="Holidays">
        <div className={styles.fieldRow}>
          <Field
            label="Holiday date"
            validationState={holidayDateProblem ? 'error' : 'none'}
            validationMessage={holidayDateProblem}
          >
            <DateTextInput
              calendarLabel="Open calendar for Holiday date"
              value={holidayDateText}
              onChange={setHolidayDateText}
            />
          </Field>
          <Field label="Holiday name">
            <Input
              value={newHoliday.name}
              maxLength={120}
              onChange={(_event, data) => setNewHoliday({ ...newHoliday, name: data.value })}
            />
          </Field>
          <Field label="Holiday office type">
            <Select
              value={newHoliday.officeType ?? ''}
              onChange={(_event, data) =>
                setNewHoliday({
                  date: newHoliday.date,
                  name: newHoliday.name,
                  ...(data.value ? { officeType: data.value as OfficeGroup } : {}),
                })
              }
            >
              <option value="">All offices</option>
              <LabelOptions labels={groupLabels} />
            </Select>
          </Field>
          <Button
            className={styles.besideFields}
            icon={<AddRegular />}
            // A date already listed for the office type is refused (its message shows under the date).
            disabled={!candidateHoliday || Boolean(holidayDuplicate) || !newHoliday.name.trim()}
            onClick={() => {
              if (!candidateHoliday || holidayDuplicate) return;
              change({
                holidays: addHolidays(draft.holidays, [{ ...candidateHoliday, name: newHoliday.name.trim() }]),
              });
              setNewHoliday({ date: '', name: '' });
              setHolidayDateText('');
            }}
          >
            Add Holiday
          </Button>
        </div>
        <div className={styles.row}>
          <Button onClick={() => fileInput.current?.click()}>Import Holidays CSV</Button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            hidden
            onChange={onImport}
            aria-label="Holidays CSV file"
          />
          <Button appearance="subtle" onClick={downloadTemplate}>
            Download template
          </Button>
          <Text className={styles.muted}>Columns: date (YYYY-MM-DD or DD/MM/YYYY), name, officeType (optional).</Text>
        </div>
        {problems.holidays && (
          <Text role="alert" className={styles.problem}>
            {problems.holidays}
          </Text>
        )}
        {problems.officeTypeOverrides && (
          <Text role="alert" className={styles.problem}>
            {problems.officeTypeOverrides}
          </Text>
        )}
        <ul aria-label="Holidays">
          {draft.holidays.map((holiday) => (
            <li key={`${holiday.date}|${holiday.officeType ?? ''}`}>
              {/* Stored YYYY-MM-DD, shown DD/MM/YYYY as every date of the portal. */}
              {formatDateInput(holiday.date)} {holiday.name}
              {holiday.officeType ? ` (${groupLabels[holiday.officeType]})` : ''}{' '}
              <Button
                size="small"
                appearance="subtle"
                icon={<DeleteRegular />}
                aria-label={`Remove holiday ${formatDateInput(holiday.date)} ${holiday.name}`}
                onClick={() => change({ holidays: draft.holidays.filter((each) => each !== holiday) })}
              />
            </li>
          ))}
        </ul>
        <div className={styles.row}>
          <Field label="Year">
            <Input
              type="number"
              value={String(year)}
              onChange={(_event, data) => setYear(Number(data.value) || new Date().getFullYear())}
            />
          </Field>
        </div>
        <YearView year={year} draft={draft} />
      </PageSection>

      <PageSection
        id="pause"
        heading="Pause statuses"
        intro="While a ticket is in one of these, its SLA clock stands still."
      >
        <div className={styles.days}>
          {PAUSABLE_STATUSES.map((status) => (
            <Checkbox
              key={status}
              label={status}
              checked={draft.pauseStatuses.includes(status)}
              onChange={(_event, data) =>
                change({
                  pauseStatuses: data.checked
                    ? [...draft.pauseStatuses, status]
                    : draft.pauseStatuses.filter((each) => each !== status),
                })
              }
            />
          ))}
        </div>
      </PageSection>

      <PageSection id="first-response" heading="First response">
        <Field label="First response target (business hours)" {...problemOf('firstResponseHours')}>
          <Input
            type="number"
            min={1}
            max={240}
            value={String(draft.firstResponseHours)}
            onChange={(_event, data) => change({ firstResponseHours: Number(data.value) })}
          />
        </Field>
      </PageSection>
    </PageShell>
  );
}
