import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { FilterRegular } from '@fluentui/react-icons/svg/filter';
import { FilterDismissRegular } from '@fluentui/react-icons/svg/filter-dismiss';
import { type OverdueChoice, overdueChoice, overdueOptions } from '@shared/domain/statuses';
import { showsClosedRange, statusSelectionSummary } from '@shared/domain/statusFilter';
import { Fragment, type ReactNode } from 'react';
import { cardStyle } from '@/components/formStyles';
import { busyIcon } from './busyIcon';
import { ChoiceFilter, type ChoiceFilterProps, type FilterChoice } from './ChoiceFilter';
import { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
import { type DateRangeText, MAX_RANGE_DAYS } from './dates';
import { FilterPanel } from './FilterPanel';
import { StatusMultiSelect, type StatusMultiSelectProps } from './StatusMultiSelect';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    ...cardStyle(tokens.spacingHorizontalL),
  },
  wideChoice: { minWidth: '180px', width: '200px' },
  narrowChoice: { minWidth: '140px', width: '160px' },
  buttons: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
  // Level with the fields' inputs, below their labels.
  buttonsBesideFields: { paddingTop: tokens.spacingVerticalXXL },
  // A row of their own under the fields, so a field message never moves them sideways.
  buttonsOnOwnRow: { flexBasis: '100%' },
});

/** One field of a filter bar, described; the bar draws it. */
export type FilterField =
  | ({ kind: 'status' } & StatusMultiSelectProps)
  | ({ kind: 'dateRange' } & DateRangePickerProps)
  | ({ kind: 'choice' } & Omit<ChoiceFilterProps, 'className'>)
  /** A field of the list's own (a typeahead, a switch), drawn as given. */
  | { kind: 'custom'; key: string; element: ReactNode };

export interface FilterBarActions {
  /** 'Filter Tickets' or 'Filter'. */
  filterLabel: string;
  /** 'Export' or 'Export Data'; absent with onExport for a list without export. */
  exportLabel?: string;
  /** Filter and Export stay disabled while a filter is unusable (a range too long or unreadable). */
  blocked: boolean;
  onFilter(): void;
  /** A filtering under way (Analytics): Filter shows a spinner and waits. */
  filtering?: boolean;
  onExport?(): void;
  onClear(): void;
  exporting?: boolean;
  clearing?: boolean;
}

/** What a list's page does on its filter bar's buttons; the bar itself names Filter and says when it is blocked. */
export type ListFilterActions = Omit<FilterBarActions, 'filterLabel' | 'blocked'>;
/** The same for a list that always offers Export. */
export type ExportingListFilterActions = ListFilterActions & Required<Pick<ListFilterActions, 'onExport'>>;

/** The Created Date range the ticket lists filter by, at most MAX_RANGE_DAYS long. */
export const createdDateField = (value: DateRangeText, onChange: (range: DateRangeText) => void): FilterField => ({
  kind: 'dateRange',
  label: 'Created Date',
  value,
  onChange,
  maxDays: MAX_RANGE_DAYS,
});

/** The Department pick of the ticket lists: every department the caller may filter by. */
export const departmentField = (
  departments: readonly { id: string; departmentName: string }[],
  value: string,
  onChange: (departmentId: string, choice: FilterChoice | undefined) => void,
): FilterField => ({
  kind: 'choice',
  label: 'Department',
  choices: departments.map((each) => ({ value: each.id, label: each.departmentName })),
  value,
  onChange,
});

/** The Closed Date range, offered only while Closed is among the chosen statuses. */
export const closedDateField = (
  statusIds: readonly string[],
  value: DateRangeText,
  onChange: (range: DateRangeText) => void,
): FilterField | false =>
  showsClosedRange(statusIds) && {
    kind: 'dateRange',
    label: 'Closed Date',
    value,
    onChange,
    includeLastYear: true,
    clearable: true,
  };

/** Overdue or FR breached: Yes, No or All. */
export const overdueField = (
  label: string,
  value: OverdueChoice,
  onChange: (overdue: OverdueChoice, choice: FilterChoice | undefined) => void,
): FilterField => ({
  kind: 'choice',
  label,
  choices: overdueOptions,
  value,
  onChange: (next, choice) => onChange(overdueChoice(next), choice),
});

export interface FilterBarProps {
  /** The panel's accessible name. */
  label: string;
  /** The fields in order; false leaves a field out (one shown only with some status, say). */
  fields: readonly (FilterField | false)[];
  actions: FilterBarActions;
  /** The single-choice dropdowns' width: wide (My Tickets, All Tickets) or narrow (the work lists). */
  choiceWidth?: 'wide' | 'narrow';
  /** The buttons on a row of their own under the fields, rather than beside them. */
  buttonsOnOwnRow?: boolean;
}

/** What one field filters by ('' for nothing, All, or a list's own field). */
function fieldSummary(field: FilterField): string {
  if (field.kind === 'status')
    return field.value.length > 0 ? `${field.label ?? 'Status'}: ${statusSelectionSummary(field.value)}` : '';
  if (field.kind === 'dateRange')
    return field.value.start && field.value.end ? `${field.label} ${field.value.start} – ${field.value.end}` : '';
  if (field.kind === 'choice') {
    const chosen = field.value && field.choices.find((choice) => choice.value === field.value);
    return chosen ? `${field.label}: ${chosen.label}` : '';
  }
  return '';
}

/**
 * What a bar's fields filter by, in a line: each date range, the chosen statuses, each choice other
 * than All ('Created Date 28/10/2026 – 27/11/2026 · Status: Open · Overdue: Yes').
 */
export const filterSummary = (fields: readonly (FilterField | false)[]): string =>
  fields
    .map((field) => (field ? fieldSummary(field) : ''))
    .filter(Boolean)
    .join(' · ');

const fieldKey = (field: FilterField): string =>
  field.kind === 'status' ? 'status' : field.kind === 'custom' ? field.key : field.label;

function fieldElement(field: FilterField, choiceClass: string): ReactNode {
  switch (field.kind) {
    case 'status': {
      const { kind: _, ...props } = field;
      return <StatusMultiSelect {...props} />;
    }
    case 'dateRange': {
      const { kind: _, ...props } = field;
      return <DateRangePicker {...props} />;
    }
    case 'choice': {
      const { kind: _, ...props } = field;
      return <ChoiceFilter className={choiceClass} {...props} />;
    }
    case 'custom':
      return field.element;
  }
}

/**
 * A list's filter bar built from field descriptors (tickets spec 2.3–2.5): the fields, then Filter,
 * Export and Clear Filter. It folds behind a Filters button on a narrow screen (FilterPanel).
 */
export function FilterBar({ label, fields, actions, choiceWidth = 'wide', buttonsOnOwnRow = false }: FilterBarProps) {
  const styles = useStyles();
  const choiceClass = choiceWidth === 'wide' ? styles.wideChoice : styles.narrowChoice;
  const { blocked, filtering = false, exporting = false, clearing = false } = actions;
  return (
    <FilterPanel className={styles.bar} label={label} summary={filterSummary(fields)}>
      {fields
        .filter((field): field is FilterField => field !== false)
        .map((field) => (
          <Fragment key={fieldKey(field)}>{fieldElement(field, choiceClass)}</Fragment>
        ))}
      <div
        className={mergeClasses(styles.buttons, buttonsOnOwnRow ? styles.buttonsOnOwnRow : styles.buttonsBesideFields)}
      >
        <Button
          appearance="primary"
          icon={busyIcon(filtering, <FilterRegular />)}
          disabled={blocked || filtering}
          onClick={actions.onFilter}
        >
          {actions.filterLabel}
        </Button>
        {actions.onExport && (
          <Button icon={<ArrowDownloadRegular />} disabled={blocked || exporting} onClick={actions.onExport}>
            {actions.exportLabel ?? 'Export'}
          </Button>
        )}
        <Button icon={<FilterDismissRegular />} disabled={clearing} onClick={actions.onClear}>
          Clear Filter
        </Button>
      </div>
    </FilterPanel>
  );
}
