import { Button, Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { FilterRegular } from '@fluentui/react-icons/svg/filter';
import { FilterDismissRegular } from '@fluentui/react-icons/svg/filter-dismiss';
import { overdueOptions } from '../../../../../shared/domain/statuses';
import { showsClosedRange } from '../../../../../shared/domain/statusFilter';
import { DateRangePicker } from '../../../components/DateRangePicker';
import { type DateRangeText, MAX_RANGE_DAYS } from '../../../components/dates';
import { StatusMultiSelect } from '../../../components/StatusMultiSelect';
import { filtersBlocked, type OverdueChoice, type TicketListFilters } from './ticketListFilters';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
  },
  select: { minWidth: '180px', width: '200px' },
  buttons: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    // Always a row of their own under the fields, so a field message never moves them sideways.
    flexBasis: '100%',
  },
});

/** Dropdown value for "no choice" ('' cannot be an option value). */
const ANY = 'any';

export interface DepartmentOption {
  id: string;
  departmentName: string;
}

export interface TicketFilterBarProps {
  filters: TicketListFilters;
  departments: readonly DepartmentOption[];
  onStatusChange: (ids: string[]) => void;
  onCreatedChange: (range: DateRangeText) => void;
  onDepartmentChange: (departmentId: string) => void;
  onOverdueChange: (overdue: OverdueChoice) => void;
  onClosedChange: (range: DateRangeText) => void;
  onFilter: () => void;
  /** Absent: the list has no export (the Department Queue). */
  onExport?: () => void;
  onClear: () => void;
  exporting?: boolean;
  clearing?: boolean;
}

/** Status, created date range, department, overdue, closed date range (only with Closed); then the buttons. */
export function TicketFilterBar({
  filters,
  departments,
  onStatusChange,
  onCreatedChange,
  onDepartmentChange,
  onOverdueChange,
  onClosedChange,
  onFilter,
  onExport,
  onClear,
  exporting = false,
  clearing = false,
}: TicketFilterBarProps) {
  const styles = useStyles();
  const blocked = filtersBlocked(filters);
  const department = departments.find((each) => each.id === filters.departmentId);
  const overdue = overdueOptions.find((option) => option.value === filters.overdue);

  return (
    <section className={styles.bar} aria-label="Ticket filters">
      <StatusMultiSelect value={filters.statusIds} onChange={onStatusChange} />
      <DateRangePicker
        label="Created Date"
        value={filters.created}
        onChange={onCreatedChange}
        maxDays={MAX_RANGE_DAYS}
      />
      <Field label="Department">
        <Dropdown
          className={styles.select}
          placeholder="All"
          value={department?.departmentName ?? 'All'}
          selectedOptions={[filters.departmentId || ANY]}
          onOptionSelect={(_, data) => onDepartmentChange(data.optionValue === ANY ? '' : (data.optionValue ?? ''))}
        >
          <Option value={ANY}>All</Option>
          {departments.map((each) => (
            <Option key={each.id} value={each.id}>
              {each.departmentName}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Field label="Overdue">
        <Dropdown
          className={styles.select}
          placeholder="All"
          value={overdue?.label ?? 'All'}
          selectedOptions={[filters.overdue || ANY]}
          onOptionSelect={(_, data) =>
            onOverdueChange(data.optionValue === '1' || data.optionValue === '2' ? data.optionValue : '')
          }
        >
          <Option value={ANY}>All</Option>
          {overdueOptions.map((option) => (
            <Option key={option.value} value={option.value}>
              {option.label}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {showsClosedRange(filters.statusIds) && (
        <DateRangePicker
          label="Closed Date"
          value={filters.closed}
          onChange={onClosedChange}
          includeLastYear
          clearable
        />
      )}
      <div className={styles.buttons}>
        <Button appearance="primary" icon={<FilterRegular />} disabled={blocked} onClick={onFilter}>
          Filter Tickets
        </Button>
        {onExport && (
          <Button icon={<ArrowDownloadRegular />} disabled={blocked || exporting} onClick={onExport}>
            Export
          </Button>
        )}
        <Button icon={<FilterDismissRegular />} disabled={clearing} onClick={onClear}>
          Clear Filter
        </Button>
      </div>
    </section>
  );
}
