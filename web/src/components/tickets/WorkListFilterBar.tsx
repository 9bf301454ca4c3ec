import { Button, Dropdown, Field, makeStyles, Option, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { FilterRegular } from '@fluentui/react-icons/svg/filter';
import { FilterDismissRegular } from '@fluentui/react-icons/svg/filter-dismiss';
import { overdueOptions } from '../../../../shared/domain/statuses';
import type { OverdueChoice } from '../../lib/ticketListFilters';
import { type WorkListFilters, workListBlocked } from '../../lib/workListFilters';
import { DateRangePicker } from '../DateRangePicker';
import { type DateRangeText, MAX_RANGE_DAYS } from '../dates';
import { FilterPanel } from '../FilterPanel';
import { StatusMultiSelect } from '../StatusMultiSelect';

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
  select: { minWidth: '140px', width: '160px' },
  buttons: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingTop: tokens.spacingVerticalXXL,
  },
});

/** Dropdown value for "no choice" ('' cannot be an option value). */
const ANY = 'any';

export interface WorkListFilterBarProps {
  filters: WorkListFilters;
  onStatusChange(ids: string[]): void;
  onCreatedChange(range: DateRangeText): void;
  /** Escalated Tickets: the overdue filter and the Escalated Date range (shown only when given). */
  onOverdueChange?(overdue: OverdueChoice): void;
  onEscalatedChange?(range: DateRangeText): void;
  onFilter(): void;
  onExport(): void;
  onClear(): void;
  exporting?: boolean;
  clearing?: boolean;
}

/** Status and created date range (Escalated Tickets adds overdue and Escalated Date), then Filter, Export and Clear Filter (tickets spec 2.3, 2.4). */
export function WorkListFilterBar({
  filters,
  onStatusChange,
  onCreatedChange,
  onOverdueChange,
  onEscalatedChange,
  onFilter,
  onExport,
  onClear,
  exporting = false,
  clearing = false,
}: WorkListFilterBarProps) {
  const styles = useStyles();
  const blocked = workListBlocked(filters);
  const overdue = overdueOptions.find((option) => option.value === filters.overdue);
  return (
    <FilterPanel className={styles.bar} label="Ticket filters">
      <StatusMultiSelect value={filters.statusIds} onChange={onStatusChange} />
      <DateRangePicker
        label="Created Date"
        value={filters.created}
        onChange={onCreatedChange}
        maxDays={MAX_RANGE_DAYS}
      />
      {onOverdueChange && (
        <Field label="Overdue">
          <Dropdown
            className={styles.select}
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
      )}
      {onEscalatedChange && (
        <DateRangePicker
          label="Escalated Date"
          value={filters.escalated}
          onChange={onEscalatedChange}
          maxDays={MAX_RANGE_DAYS}
          clearable
        />
      )}
      <div className={styles.buttons}>
        <Button appearance="primary" icon={<FilterRegular />} disabled={blocked} onClick={onFilter}>
          Filter
        </Button>
        <Button icon={<ArrowDownloadRegular />} disabled={blocked || exporting} onClick={onExport}>
          Export
        </Button>
        <Button icon={<FilterDismissRegular />} disabled={clearing} onClick={onClear}>
          Clear Filter
        </Button>
      </div>
    </FilterPanel>
  );
}
