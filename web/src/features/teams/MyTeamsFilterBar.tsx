import { Button, Dropdown, Field, makeStyles, Option, Switch, Tooltip, tokens } from '@fluentui/react-components';
import { ArrowDownloadRegular } from '@fluentui/react-icons/svg/arrow-download';
import { FilterRegular } from '@fluentui/react-icons/svg/filter';
import { FilterDismissRegular } from '@fluentui/react-icons/svg/filter-dismiss';
import { overdueChoice, overdueOptions } from '../../../../shared/domain/statuses';
import { showsClosedRange } from '../../../../shared/domain/statusFilter';
import { ChoiceFilter } from '../../components/ChoiceFilter';
import { DateRangePicker } from '../../components/DateRangePicker';
import { MAX_RANGE_DAYS } from '../../components/dates';
import { FilterPanel } from '../../components/FilterPanel';
import { StatusMultiSelect } from '../../components/StatusMultiSelect';
import { UserSearchCombobox } from '../../components/UserSearchCombobox';
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
  assignee: { width: '220px' },
  buttons: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingTop: tokens.spacingVerticalXXL,
  },
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
  onFilter: () => void;
  onExport: () => void;
  onClear: () => void;
  exporting: boolean;
  clearing: boolean;
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
  onFilter,
  onExport,
  onClear,
  exporting,
  clearing,
}: MyTeamsFilterBarProps) {
  const styles = useStyles();
  const { data: departments } = useDepartments();
  const { data: helpTopics } = useHelpTopics();
  const team = teams.find((each) => each.id === teamId);
  const topicChoices = (helpTopics ?? []).filter(
    (topic) => filters.departmentId === ALL_DEPARTMENTS || topic.departmentId === filters.departmentId,
  );
  const department = departments?.find((each) => each.id === filters.departmentId);
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
    <FilterPanel className={styles.bar} label="Team ticket filters">
      <Field label="Select Team">
        <Dropdown
          className={styles.select}
          value={team?.teamName ?? ''}
          selectedOptions={[teamId]}
          onOptionSelect={(_, data) => data.optionValue && onTeamChange(data.optionValue)}
        >
          {teams.map((each) => (
            <Option key={each.id} value={each.id}>
              {each.teamName}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <StatusMultiSelect
        value={filters.statusIds}
        onChange={(statusIds) => onChange({ statusIds }, statusSetting(statusIds))}
      />
      <DateRangePicker
        label="Created Date"
        value={filters.created}
        onChange={(created) => onChange({ created }, createdSetting(created))}
        maxDays={MAX_RANGE_DAYS}
      />
      <Field label="Department">
        <Dropdown
          className={styles.select}
          value={department?.departmentName ?? ALL_DEPARTMENTS}
          selectedOptions={[filters.departmentId || ALL_DEPARTMENTS]}
          onOptionSelect={(_, data) => chooseDepartment(data.optionValue ?? ALL_DEPARTMENTS)}
        >
          <Option value={ALL_DEPARTMENTS}>All</Option>
          {(departments ?? []).map((each) => (
            <Option key={each.id} value={each.id}>
              {each.departmentName}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <ChoiceFilter
        label="Help Topic"
        className={styles.select}
        choices={topicChoices.map((each) => ({ value: each.id, label: each.helpTopicName }))}
        value={filters.helpTopicId}
        onChange={(helpTopicId, chosen) =>
          onChange({ helpTopicId }, choiceSetting(MY_TEAMS_SETTINGS.helpTopic, chosen && { ...chosen }))
        }
      />
      <Field label="Assignee" className={styles.assignee}>
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
      <ChoiceFilter
        label="Overdue"
        className={styles.select}
        choices={overdueOptions}
        value={filters.overdue}
        onChange={(value, chosen) =>
          onChange({ overdue: overdueChoice(value) }, choiceSetting(MY_TEAMS_SETTINGS.overdue, chosen && { ...chosen }))
        }
      />
      <ChoiceFilter
        label="FR breached"
        className={styles.select}
        choices={overdueOptions}
        value={filters.frBreached}
        onChange={(value, chosen) =>
          onChange(
            { frBreached: overdueChoice(value) },
            choiceSetting(MY_TEAMS_SETTINGS.frBreached, chosen && { ...chosen }),
          )
        }
      />
      {showsClosedRange(filters.statusIds) && (
        <DateRangePicker
          label="Closed Date"
          value={filters.closed}
          onChange={(closed) => onChange({ closed }, closedSetting(closed))}
          includeLastYear
          clearable
        />
      )}
      <Tooltip content={NESTED_TOOLTIP} relationship="description">
        <Switch
          className={styles.switch}
          label="Nested Tickets"
          checked={nested}
          onChange={(_, data) => onNestedChange(data.checked)}
        />
      </Tooltip>
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
