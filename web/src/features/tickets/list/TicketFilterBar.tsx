import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { FilterRegular } from '@fluentui/react-icons/svg/filter';
import { FilterDismissRegular } from '@fluentui/react-icons/svg/filter-dismiss';
import { overdueChoice, overdueOptions } from '../../../../../shared/domain/statuses';
import { showsClosedRange } from '../../../../../shared/domain/statusFilter';
import { ChoiceFilter } from '../../../components/ChoiceFilter';
import { DateRangePicker } from '../../../components/DateRangePicker';
import { type DateRangeText, MAX_RANGE_DAYS } from '../../../components/dates';
import { FilterPanel } from '../../../components/FilterPanel';
import { StatusMultiSelect } from '../../../components/StatusMultiSelect';
import { filtersBlocked, type OverdueChoice, type TicketListFilters } from '../../../lib/ticketListFilters';

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

  return (
    <FilterPanel className={styles.bar} label="Ticket filters">
      <StatusMultiSelect value={filters.statusIds} onChange={onStatusChange} />
      <DateRangePicker
        label="Created Date"
        value={filters.created}
        onChange={onCreatedChange}
        maxDays={MAX_RANGE_DAYS}
      />
      <ChoiceFilter
        label="Department"
        className={styles.select}
        choices={departments.map((each) => ({ value: each.id, label: each.departmentName }))}
        value={filters.departmentId}
        onChange={onDepartmentChange}
      />
      <ChoiceFilter
        label="Overdue"
        className={styles.select}
        choices={overdueOptions}
        value={filters.overdue}
        onChange={(value) => onOverdueChange(overdueChoice(value))}
      />
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
    </FilterPanel>
  );
}
