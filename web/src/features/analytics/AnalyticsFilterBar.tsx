import {
  Button,
  Dropdown,
  Option as DropdownOption,
  Field,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { FilterRegular } from '@fluentui/react-icons/svg/filter';
import { FilterDismissRegular } from '@fluentui/react-icons/svg/filter-dismiss';
import type { Option } from '../../../../shared/contract/common';
import type { AnalyticsGrouping } from '../../../../shared/domain/analytics';
import { DateRangePicker } from '../../components/DateRangePicker';
import type { DateRangeText } from '../../components/dates';
import { FilterPanel } from '../../components/FilterPanel';
import { type AnalyticsFilters, filterKeyOf, type OptionFilterKey } from './analyticsFilters';
import { type FilterName, type ViewId, viewConfig } from './analyticsViews';
import type { OptionsState } from './api';
import { OptionMultiSelect } from './OptionMultiSelect';

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
    // Lines the buttons up with the inputs, below the field labels.
    paddingTop: tokens.spacingVerticalXXL,
  },
});

/** The spec's labels; the department's is ours (the spec names only its warning, 'Department Name'). */
export const FILTER_LABELS: Record<FilterName, string> = {
  department: 'Select Department',
  helpTopic: 'Select HelpTopic',
  team: 'Select Team',
  associatedTeam: 'Select Associated Team',
  teamAgent: 'Select Team Agent',
  teamLead: 'Select Team Lead',
};

const EMPTY_HINTS: Record<FilterName, string> = {
  department: 'No departments',
  helpTopic: 'Select a department first',
  team: 'No teams',
  associatedTeam: 'Select a department first',
  teamAgent: 'Select an associated team first',
  teamLead: 'Select a team first',
};

export interface AnalyticsFilterBarProps {
  viewId: ViewId;
  filters: AnalyticsFilters;
  options: Record<FilterName, OptionsState>;
  onDateRangeChange: (range: DateRangeText) => void;
  onOptionsChange: (key: OptionFilterKey, value: Option[]) => void;
  onFilter: () => void;
  onClear: () => void;
  filtering?: boolean;
  clearing?: boolean;
  /** Customer Satisfaction only (issue 18): what a row stands for. */
  groupBy?: AnalyticsGrouping;
  onGroupByChange?: (grouping: AnalyticsGrouping) => void;
}

const GROUP_BY_LABELS: Record<AnalyticsGrouping, string> = {
  department: 'Department',
  helpTopic: 'Help Topic',
  agent: 'Agent',
  team: 'Team',
};

/** 'Ticket Created Date Range', the view's filters with their required marks, Filter Tickets and Clear Filter. */
export function AnalyticsFilterBar({
  viewId,
  filters,
  options,
  onDateRangeChange,
  onOptionsChange,
  onFilter,
  onClear,
  filtering = false,
  clearing = false,
  groupBy,
  onGroupByChange,
}: AnalyticsFilterBarProps) {
  const styles = useStyles();
  return (
    <FilterPanel className={styles.bar} label="Analytics filters">
      <DateRangePicker
        label="Ticket Created Date Range"
        value={filters.dateRange}
        onChange={onDateRangeChange}
        includeLastYear
      />
      {viewConfig(viewId).filters.map(({ name, required }) => {
        const key = filterKeyOf[name];
        const state = options[name];
        return (
          <OptionMultiSelect
            key={name}
            label={FILTER_LABELS[name]}
            required={required}
            options={state.options}
            loading={state.loading}
            error={state.error?.message}
            emptyHint={EMPTY_HINTS[name]}
            value={filters[key]}
            onChange={(value) => onOptionsChange(key, value)}
          />
        );
      })}
      {groupBy && (
        <Field label="Group By">
          <Dropdown
            value={GROUP_BY_LABELS[groupBy]}
            selectedOptions={[groupBy]}
            onOptionSelect={(_, data) => data.optionValue && onGroupByChange?.(data.optionValue as AnalyticsGrouping)}
          >
            {Object.entries(GROUP_BY_LABELS).map(([value, label]) => (
              <DropdownOption key={value} value={value}>
                {label}
              </DropdownOption>
            ))}
          </Dropdown>
        </Field>
      )}
      <div className={styles.buttons}>
        <Button
          appearance="primary"
          icon={filtering ? <Spinner size="tiny" /> : <FilterRegular />}
          disabled={filtering}
          onClick={onFilter}
        >
          Filter Tickets
        </Button>
        <Button icon={<FilterDismissRegular />} disabled={clearing} onClick={onClear}>
          Clear Filter
        </Button>
      </div>
    </FilterPanel>
  );
}
