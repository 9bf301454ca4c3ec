import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { FilterRegular } from '@fluentui/react-icons/svg/filter';
import { FilterDismissRegular } from '@fluentui/react-icons/svg/filter-dismiss';
import { lazy, Suspense } from 'react';
import { overdueChoice, overdueOptions } from '../../../../../shared/domain/statuses';
import { showsClosedRange } from '../../../../../shared/domain/statusFilter';
import { searchUsersByName } from '../../../api/tickets';
import { ChoiceFilter } from '../../../components/ChoiceFilter';
import { DateRangePicker } from '../../../components/DateRangePicker';
import { type DateRangeText, MAX_RANGE_DAYS } from '../../../components/dates';
import { FilterPanel } from '../../../components/FilterPanel';
import { StatusMultiSelect } from '../../../components/StatusMultiSelect';
import { filtersBlocked, type OverdueChoice } from '../../../lib/ticketListFilters';
import type { AllTicketsFilters, AssigneeFilter } from './allTicketsFilters';

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
    paddingTop: tokens.spacingVerticalXXL,
  },
});

/** The assignee typeahead is its own chunk (shared with the create-ticket form). */
const UserSearchCombobox = lazy(async () => ({
  default: (await import('../../../components/UserSearchCombobox')).UserSearchCombobox,
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
  onFilter(): void;
  onExport(): void;
  onClear(): void;
  exporting?: boolean;
  clearing?: boolean;
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
  onFilter,
  onExport,
  onClear,
  exporting = false,
  clearing = false,
}: AllTicketsFilterBarProps) {
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
        label="Help Topic"
        className={styles.select}
        choices={helpTopics.map((each) => ({ value: each.id, label: each.helpTopicName }))}
        value={filters.helpTopicId}
        onChange={onHelpTopicChange}
      />
      <Field label="Assignee">
        <Suspense fallback={<Input disabled placeholder="Search by name" value={filters.assignee?.fullName ?? ''} />}>
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
      <ChoiceFilter
        label="Overdue"
        className={styles.select}
        choices={overdueOptions}
        value={filters.overdue}
        onChange={(value) => onOverdueChange(overdueChoice(value))}
      />
      <ChoiceFilter
        label="FR breached"
        className={styles.select}
        choices={overdueOptions}
        value={filters.frBreached}
        onChange={(value) => onFrBreachedChange(overdueChoice(value))}
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
        <Button icon={<ArrowDownloadRegular />} disabled={blocked || exporting} onClick={onExport}>
          Export Data
        </Button>
        <Button icon={<FilterDismissRegular />} disabled={clearing} onClick={onClear}>
          Clear Filter
        </Button>
      </div>
    </FilterPanel>
  );
}
