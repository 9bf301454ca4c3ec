import type { OverdueChoice } from '@/lib/ticketListFilters';
import { type WorkListFilters, workListBlocked } from '@/lib/workListFilters';
import { type DateRangeText, MAX_RANGE_DAYS } from '../dates';
import { createdDateField, type ExportingListFilterActions, FilterBar, overdueField } from '../FilterBar';

export interface WorkListFilterBarProps {
  filters: WorkListFilters;
  onStatusChange(ids: string[]): void;
  onCreatedChange(range: DateRangeText): void;
  /** Escalated Tickets: the overdue filter and the Escalated Date range (shown only when given). */
  onOverdueChange?(overdue: OverdueChoice): void;
  onEscalatedChange?(range: DateRangeText): void;
  /** Filter, Export and Clear Filter: what the page does on them. */
  actions: ExportingListFilterActions;
}

/** Status and created date range (Escalated Tickets adds overdue and Escalated Date), then Filter, Export and Clear Filter (tickets spec 2.3, 2.4). */
export function WorkListFilterBar({
  filters,
  onStatusChange,
  onCreatedChange,
  onOverdueChange,
  onEscalatedChange,
  actions,
}: WorkListFilterBarProps) {
  return (
    <FilterBar
      label="Ticket filters"
      choiceWidth="narrow"
      fields={[
        { kind: 'status', value: filters.statusIds, onChange: onStatusChange },
        createdDateField(filters.created, onCreatedChange),
        onOverdueChange !== undefined && overdueField('Overdue', filters.overdue, onOverdueChange),
        onEscalatedChange !== undefined && {
          kind: 'dateRange',
          label: 'Escalated Date',
          value: filters.escalated,
          onChange: onEscalatedChange,
          maxDays: MAX_RANGE_DAYS,
          clearable: true,
        },
      ]}
      actions={{
        filterLabel: 'Filter',
        blocked: workListBlocked(filters),
        ...actions,
      }}
    />
  );
}
