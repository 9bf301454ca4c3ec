import { Field, Input } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { searchUsersByName } from '@/api/tickets';
import type { DateRangeText } from '@/components/dates';
import type { ExportingListFilterActions } from '@/components/FilterBar';
import { closedDateField, createdDateField, departmentField, FilterBar, overdueField } from '@/components/FilterBar';
import { filtersBlocked, type OverdueChoice } from '@/lib/ticketListFilters';
import type { AllTicketsFilters, AssigneeFilter } from './allTicketsFilters';

/** The assignee typeahead is its own chunk (shared with the create-ticket form). */
const UserSearchCombobox = lazy(async () => ({
  default: (await import('@/components/UserSearchCombobox')).UserSearchCombobox,
}));

export interface AllTicketsFilterBarProps {
  filters: AllTicketsFilters;
  departments: readonly { id: string; departmentName: string }[];
  helpTopics: readonly { id: string; helpTopicName: string }[];
  onStatusChange(ids: string[]): void;
  onCreatedChange(range: DateRangeText): void;
  onDepartmentChange(departmentId: string): void;
  onHelpTopicChange(helpTopicId: string): void;
  onAssigneeChange(assignee: AssigneeFilter | undefined): void;
  onOverdueChange(overdue: OverdueChoice): void;
  onFrBreachedChange(frBreached: OverdueChoice): void;
  onClosedChange(range: DateRangeText): void;
  /** Filter, Export and Clear Filter: what the page does on them. */
  actions: ExportingListFilterActions;
}

/**
 * All Tickets' filters (tickets spec 2.5): status, created range, department, help topic, assignee
 * (typeahead by name), overdue, FR breached (issue 18), the closed range only with Closed; Filter Tickets, Export Data,
 * Clear Filter. Filter and Export stay disabled while a range is unusable (spec 5).
 */
export function AllTicketsFilterBar({
  filters,
  departments,
  helpTopics,
  onStatusChange,
  onCreatedChange,
  onDepartmentChange,
  onHelpTopicChange,
  onAssigneeChange,
  onOverdueChange,
  onFrBreachedChange,
  onClosedChange,
  actions,
}: AllTicketsFilterBarProps) {
  return (
    <FilterBar
      label="Ticket filters"
      fields={[
        { kind: 'status', value: filters.statusIds, onChange: onStatusChange },
        createdDateField(filters.created, onCreatedChange),
        departmentField(departments, filters.departmentId, onDepartmentChange),
        {
          kind: 'choice',
          label: 'Help Topic',
          choices: helpTopics.map((each) => ({ value: each.id, label: each.helpTopicName })),
          value: filters.helpTopicId,
          onChange: onHelpTopicChange,
        },
        {
          kind: 'custom',
          key: 'assignee',
          element: (
            <Field label="Assignee">
              <Suspense
                fallback={<Input disabled placeholder="Search by name" value={filters.assignee?.fullName ?? ''} />}
              >
                <UserSearchCombobox
                  textOf={(user) => user.fullName}
                  search={searchUsersByName}
                  selectedId={filters.assignee?.id ?? ''}
                  initialText={filters.assignee?.fullName ?? ''}
                  placeholder="Search by name"
                  onSelect={(user) => onAssigneeChange(user && { id: user.id, fullName: user.fullName })}
                />
              </Suspense>
            </Field>
          ),
        },
        overdueField('Overdue', filters.overdue, onOverdueChange),
        overdueField('FR breached', filters.frBreached, onFrBreachedChange),
        closedDateField(filters.statusIds, filters.closed, onClosedChange),
      ]}
      actions={{
        filterLabel: 'Filter Tickets',
        exportLabel: 'Export Data',
        blocked: filtersBlocked(filters),
        ...actions,
      }}
    />
  );
}
