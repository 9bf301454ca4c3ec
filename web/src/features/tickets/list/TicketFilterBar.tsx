import type { DateRangeText } from '@/components/dates';
import type { ListFilterActions } from '@/components/FilterBar';
import { closedDateField, createdDateField, departmentField, FilterBar, overdueField } from '@/components/FilterBar';
import { filtersBlocked, type OverdueChoice, type TicketListFilters } from '@/lib/ticketListFilters';

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
  /** Filter, Export and Clear Filter: what the page does on them. */
  actions: ListFilterActions;
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
  actions,
}: TicketFilterBarProps) {
  return (
    <FilterBar
      label="Ticket filters"
      buttonsOnOwnRow
      fields={[
        { kind: 'status', value: filters.statusIds, onChange: onStatusChange },
        createdDateField(filters.created, onCreatedChange),
        departmentField(departments, filters.departmentId, onDepartmentChange),
        overdueField('Overdue', filters.overdue, onOverdueChange),
        closedDateField(filters.statusIds, filters.closed, onClosedChange),
      ]}
      actions={{
        filterLabel: 'Filter Tickets',
        blocked: filtersBlocked(filters),
        ...actions,
      }}
    />
  );
}
