import { Dropdown, Option as DropdownOption, Field } from '@fluentui/react-components';
import type { Option } from '@shared/contract/common';
import type { AnalyticsGrouping } from '@shared/domain/analytics';
import type { DateRangeText } from '@/components/dates';
import { FilterBar, type FilterField, type ListFilterActions } from '@/components/FilterBar';
import { type AnalyticsFilters, filterKeyOf, type OptionFilterKey } from './analyticsFilters';
import { type FilterName, type ViewId, viewConfig } from './analyticsViews';
import type { OptionsState } from './api';
import { OptionMultiSelect } from './OptionMultiSelect';

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
  /** Customer Satisfaction only (issue 18): what a row stands for. */
  groupBy?: AnalyticsGrouping;
  onGroupByChange?: (grouping: AnalyticsGrouping) => void;
  /** Filter, Export and Clear Filter: what the page does on them. */
  actions: ListFilterActions;
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
  groupBy,
  onGroupByChange,
  actions,
}: AnalyticsFilterBarProps) {
  return (
    <FilterBar
      label="Analytics filters"
      fields={[
        {
          kind: 'dateRange',
          label: 'Ticket Created Date Range',
          value: filters.dateRange,
          onChange: onDateRangeChange,
          includeLastYear: true,
        },
        ...viewConfig(viewId).filters.map(({ name, required }): FilterField => {
          const key = filterKeyOf[name];
          const state = options[name];
          return {
            kind: 'custom',
            key: name,
            element: (
              <OptionMultiSelect
                label={FILTER_LABELS[name]}
                required={required}
                options={state.options}
                loading={state.loading}
                error={state.error?.message}
                emptyHint={EMPTY_HINTS[name]}
                value={filters[key]}
                onChange={(value) => onOptionsChange(key, value)}
              />
            ),
          };
        }),
        groupBy !== undefined && {
          kind: 'custom',
          key: 'groupBy',
          element: (
            <Field label="Group By">
              <Dropdown
                value={GROUP_BY_LABELS[groupBy]}
                selectedOptions={[groupBy]}
                onOptionSelect={(_, data) =>
                  data.optionValue && onGroupByChange?.(data.optionValue as AnalyticsGrouping)
                }
              >
                {Object.entries(GROUP_BY_LABELS).map(([value, label]) => (
                  <DropdownOption key={value} value={value}>
                    {label}
                  </DropdownOption>
                ))}
              </Dropdown>
            </Field>
          ),
        },
      ]}
      actions={{ filterLabel: 'Filter Tickets', blocked: false, ...actions }}
    />
  );
}
