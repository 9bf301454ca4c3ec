import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { FilterRegular } from '@fluentui/react-icons/svg/filter';
import { FilterDismissRegular } from '@fluentui/react-icons/svg/filter-dismiss';
import { DateRangePicker } from '../../../components/DateRangePicker';
import { type DateRangeText, MAX_RANGE_DAYS } from '../../../components/dates';
import { StatusMultiSelect } from '../../../components/StatusMultiSelect';
import { type WorkListFilters, workListBlocked } from './workListFilters';

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
  buttons: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingTop: tokens.spacingVerticalXXL,
  },
});

export interface WorkListFilterBarProps {
  filters: WorkListFilters;
  onStatusChange(ids: string[]): void;
  onCreatedChange(range: DateRangeText): void;
  onFilter(): void;
  onExport(): void;
  onClear(): void;
  exporting?: boolean;
  clearing?: boolean;
}

/** Status and created date range, then Filter, Export and Clear Filter (tickets spec 2.3, 2.4). */
export function WorkListFilterBar({
  filters,
  onStatusChange,
  onCreatedChange,
  onFilter,
  onExport,
  onClear,
  exporting = false,
  clearing = false,
}: WorkListFilterBarProps) {
  const styles = useStyles();
  const blocked = workListBlocked(filters);
  return (
    <section className={styles.bar} aria-label="Ticket filters">
      <StatusMultiSelect value={filters.statusIds} onChange={onStatusChange} />
      <DateRangePicker
        label="Created Date"
        value={filters.created}
        onChange={onCreatedChange}
        maxDays={MAX_RANGE_DAYS}
      />
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
    </section>
  );
}
