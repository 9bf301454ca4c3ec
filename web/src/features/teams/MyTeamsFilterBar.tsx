import { Dropdown, Field, makeStyles, Switch, Tooltip, tokens } from '@fluentui/react-components';
import { DropdownOptions } from '@/components/DropdownOptions';
import type { ExportingListFilterActions } from '@/components/FilterBar';
import { closedDateField, createdDateField, departmentField, FilterBar, overdueField } from '@/components/FilterBar';
import { UserSearchCombobox } from '@/components/UserSearchCombobox';
import { searchAssignees, useDepartments, useHelpTopics } from './api';
import {
  ALL_DEPARTMENTS,
  type Choice,
  choiceSetting,
  closedSetting,
  createdSetting,
  filtersBlocked,
  MY_TEAMS_SETTINGS,
  type MyTeamsFilters,
  type SavedSetting,
  statusSetting,
} from './myTeamsFilters';

export const NESTED_TOOLTIP = 'View nested level tickets of team leads';

const useStyles = makeStyles({
  select: { minWidth: '180px', width: '200px' },
  switch: { paddingTop: tokens.spacingVerticalXL },
});

export interface MyTeamsFilterBarProps {
  teams: readonly { id: string; teamName: string }[];
  teamId: string;
  onTeamChange: (teamId: string) => void;
  filters: MyTeamsFilters;
  /** A filter change, with the setting to save at once (spec: saved per user immediately). */
  onChange: (next: Partial<MyTeamsFilters>, ...settings: SavedSetting[]) => void;
  nested: boolean;
  onNestedChange: (nested: boolean) => void;
  /** Filter, Export and Clear Filter: what the page does on them. */
  actions: ExportingListFilterActions;
}

/**
 * Select Team, then the All Tickets filters (status, created range, department with 'All', help
 * topic, assignee typeahead, overdue, FR breached, closed range only with Closed), the Nested Tickets switch and
 * Filter Tickets, Export Data, Clear Filter.
 */
export default function MyTeamsFilterBar({
  teams,
  teamId,
  onTeamChange,
  filters,
  onChange,
  nested,
  onNestedChange,
  actions,
}: MyTeamsFilterBarProps) {
  const styles = useStyles();
  const { data: departments } = useDepartments();
  const { data: helpTopics } = useHelpTopics();
  const team = teams.find((each) => each.id === teamId);
  const topicChoices = (helpTopics ?? []).filter(
    (topic) => filters.departmentId === ALL_DEPARTMENTS || topic.departmentId === filters.departmentId,
  );
  const topic = helpTopics?.find((each) => each.id === filters.helpTopicId);
  const blocked = filtersBlocked(filters);

  const chooseDepartment = (value: string) => {
    const chosen: Choice =
      value === ALL_DEPARTMENTS
        ? { value: ALL_DEPARTMENTS, label: ALL_DEPARTMENTS }
        : { value, label: departments?.find((each) => each.id === value)?.departmentName ?? value };
    // A help topic of another department no longer applies.
    const keepTopic = !topic || value === ALL_DEPARTMENTS || topic.departmentId === value;
    if (keepTopic) onChange({ departmentId: value }, choiceSetting(MY_TEAMS_SETTINGS.department, chosen));
    else
      onChange(
        { departmentId: value, helpTopicId: '' },
        choiceSetting(MY_TEAMS_SETTINGS.department, chosen),
        choiceSetting(MY_TEAMS_SETTINGS.helpTopic, undefined),
      );
  };

  return (
    <FilterBar
      label="Team ticket filters"
      fields={[
        {
          kind: 'custom',
          key: 'team',
          element: (
            <Field label="Select Team">
              <Dropdown
                className={styles.select}
                value={team?.teamName ?? ''}
                selectedOptions={[teamId]}
                onOptionSelect={(_, data) => data.optionValue && onTeamChange(data.optionValue)}
              >
                <DropdownOptions choices={teams.map((each) => ({ value: each.id, label: each.teamName }))} />
              </Dropdown>
            </Field>
          ),
        },
        {
          kind: 'status',
          value: filters.statusIds,
          onChange: (statusIds) => onChange({ statusIds }, statusSetting(statusIds)),
        },
        createdDateField(filters.created, (created) => onChange({ created }, createdSetting(created))),
        // 'All' is a department value of its own here (the server's and the saved setting's), '' to the pick.
        departmentField(
          departments ?? [],
          filters.departmentId === ALL_DEPARTMENTS ? '' : filters.departmentId,
          (departmentId) => chooseDepartment(departmentId || ALL_DEPARTMENTS),
        ),
        {
          kind: 'choice',
          label: 'Help Topic',
          choices: topicChoices.map((each) => ({ value: each.id, label: each.helpTopicName })),
          value: filters.helpTopicId,
          onChange: (helpTopicId, chosen) =>
            onChange({ helpTopicId }, choiceSetting(MY_TEAMS_SETTINGS.helpTopic, chosen && { ...chosen })),
        },
        {
          kind: 'custom',
          key: 'assignee',
          element: (
            <Field label="Assignee">
              <UserSearchCombobox
                placeholder="Type a name"
                textOf={(user) => user.fullName}
                search={searchAssignees}
                selectedId={filters.assignee?.value ?? ''}
                initialText={filters.assignee?.label ?? ''}
                onSelect={(user) => {
                  const assignee = user ? { value: user.id, label: user.fullName } : undefined;
                  onChange({ assignee }, choiceSetting(MY_TEAMS_SETTINGS.assignee, assignee));
                }}
              />
            </Field>
          ),
        },
        overdueField('Overdue', filters.overdue, (overdue, chosen) =>
          onChange({ overdue }, choiceSetting(MY_TEAMS_SETTINGS.overdue, chosen && { ...chosen })),
        ),
        overdueField('FR breached', filters.frBreached, (frBreached, chosen) =>
          onChange({ frBreached }, choiceSetting(MY_TEAMS_SETTINGS.frBreached, chosen && { ...chosen })),
        ),
        closedDateField(filters.statusIds, filters.closed, (closed) => onChange({ closed }, closedSetting(closed))),
        {
          kind: 'custom',
          key: 'nested',
          element: (
            <Tooltip content={NESTED_TOOLTIP} relationship="description">
              <Switch
                className={styles.switch}
                label="Nested Tickets"
                checked={nested}
                onChange={(_, data) => onNestedChange(data.checked)}
              />
            </Tooltip>
          ),
        },
      ]}
      actions={{
        filterLabel: 'Filter Tickets',
        exportLabel: 'Export Data',
        blocked,
        ...actions,
      }}
    />
  );
}
