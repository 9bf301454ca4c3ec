import { overdueChoice, overdueOptions } from '../../../../../shared/domain/statuses';
import { showsClosedRange } from '../../../../../shared/domain/statusFilter';
import { type DateRangeText, MAX_RANGE_DAYS } from '../../../components/dates';
import { FilterBar } from '../../../components/FilterBar';
import { filtersBlocked, type OverdueChoice, type TicketListFilters } from '../../../lib/ticketListFilters';

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
  return (
    <FilterBar
      label="Ticket filters"
      buttonsOnOwnRow
      fields={[
        { kind: 'status', value: filters.statusIds, onChange: onStatusChange },
        {
          kind: 'dateRange',
          label: 'Created Date',
          value: filters.created,
          onChange: onCreatedChange,
          maxDays: MAX_RANGE_DAYS,
        },
        {
          kind: 'choice',
          label: 'Department',
          choices: departments.map((each) => ({ value: each.id, label: each.departmentName })),
          value: filters.departmentId,
          onChange: onDepartmentChange,
        },
        {
          kind: 'choice',
          label: 'Overdue',
          choices: overdueOptions,
          value: filters.overdue,
          onChange: (value) => onOverdueChange(overdueChoice(value)),
        },
        showsClosedRange(filters.statusIds) && {
          kind: 'dateRange',
          label: 'Closed Date',
          value: filters.closed,
          onChange: onClosedChange,
          includeLastYear: true,
          clearable: true,
        },
      ]}
      actions={{
        filterLabel: 'Filter Tickets',
        blocked: filtersBlocked(filters),
        onFilter,
        onExport,
        onClear,
        exporting,
        clearing,
      }}
    />
  );
}
