import { analyticsViews } from '@shared/contract/analytics';
import { type RoleFlags, roleFlags } from '@shared/domain/roles';
import { describe, expect, it } from 'vitest';
import {
  offeredViewIds,
  offeredViews,
  showsFilter,
  viewConfig,
  viewConfigs,
  viewEndpoint,
} from '@/features/analytics/analyticsViews';

const flags = (set: Partial<RoleFlags> = {}): RoleFlags => ({
  isAgent: false,
  isCentralPoolAgent: false,
  isTeamLead: false,
  isCentralAdmin: false,
  ...set,
});

const labels = (set: Partial<RoleFlags>) => offeredViews(flags(set)).map((view) => view.label);

const allThirteen = [
  'User-View',
  'Agent-Department-View',
  'Agent-HelpTopic-View',
  'TeamLead-Department-View',
  'TeamLead-Helptopic-View',
  'TeamLead-Agents-View',
  'TeamLead-Agents-SLA-View',
  'Central-Agent-Department-View',
  'Central-Agent-Helptopic-View',
  'Central-Agent-Agents-View',
  'Central-Agent-SLA-View',
  'Team-Lead-View',
  'Central Agent Team Lead View',
  // Issue 18: offered to every central pool role.
  'Customer Satisfaction',
];

describe('views offered by the role flags (spec section 6)', () => {
  it('offers the User-View only without any flag', () => {
    expect(labels({})).toEqual(['User-View']);
  });

  it('offers the first three to an agent', () => {
    expect(labels({ isAgent: true })).toEqual(['User-View', 'Agent-Department-View', 'Agent-HelpTopic-View']);
  });

  it('offers a central pool agent the first three, the four Central-Agent views and the Central Agent Team Lead View', () => {
    const expected = [
      'User-View',
      'Agent-Department-View',
      'Agent-HelpTopic-View',
      'Central-Agent-Department-View',
      'Central-Agent-Helptopic-View',
      'Central-Agent-Agents-View',
      'Central-Agent-SLA-View',
      'Central Agent Team Lead View',
      'Customer Satisfaction',
    ];
    expect(labels({ isCentralPoolAgent: true })).toEqual(expected);
    // A central agent mapped to a department also carries isAgent: the offer does not change.
    expect(labels({ isCentralPoolAgent: true, isAgent: true })).toEqual(expected);
  });

  it('offers all 13, in the spec order, to a team lead and to a central admin', () => {
    expect(labels({ isCentralPoolAgent: true, isTeamLead: true })).toEqual(allThirteen);
    expect(labels({ isCentralPoolAgent: true, isTeamLead: true, isCentralAdmin: true })).toEqual(allThirteen);
    expect(labels({ isCentralPoolAgent: true, isTeamLead: true, isAgent: true })).toEqual(allThirteen);
    expect(labels({ isCentralPoolAgent: true, isTeamLead: true, isCentralAdmin: true, isAgent: true })).toEqual(
      allThirteen,
    );
  });

  it('offers nothing for the other flag combinations', () => {
    expect(offeredViewIds(flags({ isTeamLead: true }))).toEqual([]);
    expect(offeredViewIds(flags({ isCentralAdmin: true }))).toEqual([]);
    expect(offeredViewIds(flags({ isAgent: true, isTeamLead: true }))).toEqual([]);
    expect(offeredViewIds(flags({ isTeamLead: true, isCentralAdmin: true }))).toEqual([]);
    expect(offeredViewIds(flags({ isCentralPoolAgent: true, isCentralAdmin: true }))).toEqual([]);
  });

  it('gives each demo role text its views (the session sets isAgent for mapped staff)', () => {
    const offer = (role: string, isAgent: boolean) => offeredViewIds({ ...roleFlags(role), isAgent });
    expect(offer('', false)).toEqual([1]);
    expect(offer('agent', true)).toEqual([1, 2, 3]);
    expect(offer('central agent', true)).toEqual([1, 2, 3, 8, 9, 10, 11, 13, 14]);
    expect(offer('team lead', true)).toHaveLength(14);
    expect(offer('central admin', true)).toHaveLength(14);
  });
});

describe('each view', () => {
  it('covers the 13 contract views, each with its endpoint', () => {
    expect(viewConfigs.map((config) => config.view.label)).toEqual(analyticsViews.map((view) => view.label));
    for (const config of viewConfigs) {
      expect(viewEndpoint(config.view.id).path).toBe(`/api/analytics/${config.view.handler}`);
    }
  });

  it('shows the department, marked required, for every view but User-View and Agent-Department-View', () => {
    for (const { view, filters } of viewConfigs) {
      const department = filters.find((filter) => filter.name === 'department');
      if (view.id <= 2) expect(department).toBeUndefined();
      else if (view.id === 14) expect(department).toEqual({ name: 'department', required: false });
      else expect(department).toEqual({ name: 'department', required: true });
    }
  });

  it('shows the filters the spec lists, with their marks', () => {
    const bar = (id: Parameters<typeof viewConfig>[0]) =>
      viewConfig(id).filters.map((filter) => `${filter.name}${filter.required ? '*' : ''}`);
    expect(bar(1)).toEqual([]);
    expect(bar(2)).toEqual([]);
    expect(bar(3)).toEqual(['department*', 'helpTopic']);
    expect(bar(4)).toEqual(['department*', 'team*']);
    expect(bar(5)).toEqual(['department*', 'helpTopic', 'team*']);
    expect(bar(6)).toEqual(['department*', 'team*']);
    expect(bar(7)).toEqual(['department*', 'team*']);
    expect(bar(8)).toEqual(['department*', 'associatedTeam*']);
    expect(bar(9)).toEqual(['department*', 'helpTopic*', 'associatedTeam*']);
    expect(bar(10)).toEqual(['department*', 'associatedTeam*', 'teamAgent*']);
    expect(bar(11)).toEqual(['department*', 'associatedTeam*', 'teamAgent*']);
    expect(bar(12)).toEqual(['department*', 'team*', 'teamLead']);
    expect(bar(13)).toEqual(['department*', 'associatedTeam*', 'teamLead']);
    expect(bar(14)).toEqual(['department', 'helpTopic', 'associatedTeam']);
  });

  it('reads its table as the spec says and offers the aging popup where it says', () => {
    expect(viewConfigs.map((config) => [config.view.id, config.kind, config.grouping, config.aging])).toEqual([
      [1, 'user', 'department', false],
      [2, 'standard', 'department', true],
      [3, 'helpTopic', 'helpTopic', false],
      [4, 'standard', 'department', true],
      [5, 'helpTopic', 'helpTopic', true],
      [6, 'standard', 'agent', true],
      [7, 'sla', 'agent', false],
      [8, 'standard', 'department', true],
      [9, 'helpTopic', 'helpTopic', false],
      [10, 'standard', 'agent', true],
      [11, 'sla', 'agent', false],
      [12, 'standard', 'team', true],
      [13, 'standard', 'team', true],
      [14, 'satisfaction', 'department', false],
    ]);
  });

  it('answers showsFilter from the same table', () => {
    expect(showsFilter(10, 'teamAgent')).toBe(true);
    expect(showsFilter(13, 'teamAgent')).toBe(false);
    expect(showsFilter(12, 'team')).toBe(true);
    expect(showsFilter(12, 'associatedTeam')).toBe(false);
  });
});
