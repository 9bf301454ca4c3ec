import { analyticsQuery } from '@shared/contract/analytics';
import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_SETTING_NAMES,
  type AnalyticsFilters,
  agentLabel,
  analyticsParams,
  dateRangeSetting,
  EMPTY_FILTERS,
  filtersFromSaved,
  filterWarning,
  initialView,
  keepOffered,
  optionSetting,
  RANGE_MISSING_MESSAGE,
  RANGE_OVER_YEAR_MESSAGE,
  rememberedView,
} from '@/features/analytics/analyticsFilters';

const it1 = { value: '1', label: 'IT Support' };
const fac = { value: '2', label: 'Facilities' };
const laptop = { value: '1', label: 'Laptop / Desktop Issue' };
const desk = { value: '7', label: 'IT Service Desk' };
const lakshmi = { value: '4', label: 'Lakshmi Lead' };
const arjun = { value: '2', label: 'Arjun Agent <agent@demo.local>' };
const november = { start: '01/11/2026', end: '30/11/2026' };

const filters = (set: Partial<AnalyticsFilters> = {}): AnalyticsFilters => ({
  ...EMPTY_FILTERS,
  dateRange: november,
  ...set,
});

/** A day's first or last millisecond in the tenant's zone (Asia/Kolkata, UTC+05:30), as ISO. */
const localIso = (text: string, edge: 'start' | 'end') => {
  const [day, month, year] = text.split('/');
  return new Date(`${year}-${month}-${day}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}+05:30`).toISOString();
};

describe('saved settings (settingType analytics)', () => {
  it('uses seven names, one per filter', () => {
    expect(Object.values(ANALYTICS_SETTING_NAMES)).toEqual([
      'dateRange',
      'department',
      'helpTopic',
      'team',
      'teamLead',
      'departmentAssociatedTeam',
      'teamAssociatedAgent',
    ]);
  });

  it('saves the range as ISO ends from 00:00:00.000 to 23:59:59.999 in the tenant zone, and an emptied range as empty', () => {
    expect(dateRangeSetting(november)).toEqual([
      'dateRange',
      { startDate: localIso('01/11/2026', 'start'), endDate: localIso('30/11/2026', 'end') },
    ]);
    expect(dateRangeSetting({ start: '', end: '' })).toEqual(['dateRange', { startDate: null, endDate: null }]);
    expect(dateRangeSetting({ start: '01/11/2026', end: '' })).toBeUndefined();
  });

  it('saves option lists of value and label', () => {
    expect(optionSetting('associatedTeams', [desk])).toEqual([
      'departmentAssociatedTeam',
      [{ value: '7', label: 'IT Service Desk' }],
    ]);
    expect(optionSetting('teamAgents', [])).toEqual(['teamAssociatedAgent', []]);
  });

  it('restores every saved filter, and starts empty without settings', () => {
    const saved = Object.fromEntries([
      dateRangeSetting(november)!,
      optionSetting('departments', [it1, fac]),
      optionSetting('helpTopics', [laptop]),
      optionSetting('teams', [desk]),
      optionSetting('teamLeads', [lakshmi]),
      optionSetting('associatedTeams', [desk]),
      optionSetting('teamAgents', [arjun]),
    ]);
    expect(filtersFromSaved(saved)).toEqual({
      dateRange: november,
      departments: [it1, fac],
      helpTopics: [laptop],
      teams: [desk],
      teamLeads: [lakshmi],
      associatedTeams: [desk],
      teamAgents: [arjun],
    });
    // Nothing saved: the created range is the last 29 days through today (issue 21 item 21).
    expect(filtersFromSaved({}, new Date(2026, 10, 22, 15, 30))).toEqual({
      ...EMPTY_FILTERS,
      dateRange: { start: '24/10/2026', end: '22/11/2026' },
    });
    // A range the user cleared stays cleared.
    expect(filtersFromSaved({ dateRange: { startDate: null, endDate: null } })).toEqual(EMPTY_FILTERS);
  });

  it('ignores unreadable values and repeated options; numeric ids become text', () => {
    expect(
      filtersFromSaved({
        dateRange: { startDate: 'soon', endDate: null },
        department: 'IT',
        helpTopic: [{ value: 3, label: 'Salary' }, { value: 3, label: 'Salary' }, null, { label: 'no value' }],
      }),
    ).toEqual({ ...EMPTY_FILTERS, helpTopics: [{ value: '3', label: 'Salary' }] });
  });
});

describe('Filter Tickets warnings (spec section 5)', () => {
  it('asks for a readable range of at most a year first', () => {
    expect(filterWarning(1, filters({ dateRange: { start: '', end: '' } }))).toBe(RANGE_MISSING_MESSAGE);
    expect(filterWarning(1, filters({ dateRange: { start: '31/02/2026', end: '01/03/2026' } }))).toBe(
      'Enter dates as DD/MM/YYYY',
    );
    expect(filterWarning(1, filters({ dateRange: { start: '22/11/2025', end: '22/11/2026' } }))).toBeUndefined();
    expect(filterWarning(1, filters({ dateRange: { start: '20/11/2025', end: '22/11/2026' } }))).toBe(
      RANGE_OVER_YEAR_MESSAGE,
    );
  });

  it('lets the first three views load with only a range', () => {
    for (const view of [1, 2, 3] as const) expect(filterWarning(view, filters())).toBeUndefined();
  });

  it('asks the TeamLead views for a team', () => {
    for (const view of [4, 5, 6, 7] as const) {
      expect(filterWarning(view, filters())).toBe('Please select the Team Name');
      expect(filterWarning(view, filters({ teams: [desk] }))).toBeUndefined();
    }
  });

  it('asks the Team-Lead-View for a department first, with its own toast', () => {
    expect(filterWarning(12, filters())).toBe('Department Name is mandatory');
    expect(filterWarning(12, filters({ departments: [it1] }))).toBe('Please select the Team Name');
    expect(filterWarning(12, filters({ departments: [it1], teams: [desk] }))).toBeUndefined();
  });

  it('asks the Central-Agent views for department, associated team, help topic and agent in turn', () => {
    for (const view of [8, 9, 10, 11, 13] as const) {
      expect(filterWarning(view, filters())).toBe('Please select the Department Name');
      expect(filterWarning(view, filters({ departments: [it1] }))).toBe('Please select the Associated Team');
    }
    const base = { departments: [it1], associatedTeams: [desk] };
    expect(filterWarning(8, filters(base))).toBeUndefined();
    expect(filterWarning(13, filters(base))).toBeUndefined();
    expect(filterWarning(9, filters(base))).toBe('Please select the Helptopic Name');
    expect(filterWarning(9, filters({ ...base, helpTopics: [laptop] }))).toBeUndefined();
    expect(filterWarning(10, filters(base))).toBe('Please select the Team Agent');
    expect(filterWarning(11, filters({ ...base, teamAgents: [arjun] }))).toBeUndefined();
  });
});

describe('the query each view sends', () => {
  const everything = filters({
    departments: [it1, fac],
    helpTopics: [laptop],
    teams: [desk],
    teamLeads: [lakshmi],
    associatedTeams: [{ value: '9', label: 'Facilities Desk' }],
    teamAgents: [arjun],
  });
  const range = { startDate: localIso('01/11/2026', 'start'), endDate: localIso('30/11/2026', 'end') };

  it('sends only the filters the view shows, lists comma-joined', () => {
    expect(analyticsParams(1, everything, '4')).toEqual({ ...range, userId: '4' });
    expect(analyticsParams(2, everything)).toEqual(range);
    expect(analyticsParams(3, everything)).toEqual({ ...range, departmentIds: '1,2', helptopicIds: '1' });
    expect(analyticsParams(5, everything)).toEqual({
      ...range,
      departmentIds: '1,2',
      helptopicIds: '1',
      teamIds: '7',
    });
    expect(analyticsParams(7, everything)).toEqual({ ...range, departmentIds: '1,2', teamIds: '7' });
    expect(analyticsParams(9, everything)).toEqual({ ...range, departmentIds: '1,2', helptopicIds: '1', teams: '9' });
    expect(analyticsParams(10, everything)).toEqual({
      ...range,
      departmentIds: '1,2',
      teams: '9',
      agentsInTeam: '2',
    });
    expect(analyticsParams(12, everything)).toEqual({ ...range, departmentIds: '1,2', teams: '7', leadIds: '4' });
    expect(analyticsParams(13, everything)).toEqual({ ...range, departmentIds: '1,2', teams: '9', leadIds: '4' });
  });

  it('leaves empty filters out and sends nothing without a readable range', () => {
    expect(analyticsParams(13, filters({ departments: [it1], associatedTeams: [desk] }))).toEqual({
      ...range,
      departmentIds: '1',
      teams: '7',
    });
    expect(analyticsParams(1, filters({ dateRange: { start: '', end: '' } }))).toBeUndefined();
  });

  it('is a query the contract accepts', () => {
    for (const view of [1, 5, 10, 12, 13] as const) {
      expect(analyticsQuery.safeParse(analyticsParams(view, everything, '4')).success).toBe(true);
    }
  });
});

describe('cascading choices', () => {
  it('keeps the chosen options still offered, and all of them while the offer loads', () => {
    expect(keepOffered([it1, fac], [it1])).toEqual([it1]);
    expect(keepOffered([it1, fac], [])).toEqual([]);
    expect(keepOffered([it1, fac], undefined)).toEqual([it1, fac]);
  });

  it("labels team agents 'Full Name <email>'", () => {
    expect(agentLabel({ fullName: 'Arjun Agent', email: 'agent@demo.local' })).toBe('Arjun Agent <agent@demo.local>');
    expect(agentLabel({ fullName: 'No Mail', email: '' })).toBe('No Mail');
  });
});

describe('Clear Filter remembers the view', () => {
  it('restores a remembered view only when the role is offered it', () => {
    expect(rememberedView('6', [1, 2, 3, 6])).toBe(6);
    expect(rememberedView('6', [1, 2, 3])).toBeUndefined();
    expect(rememberedView(null, [1])).toBeUndefined();
    expect(rememberedView('x', [1])).toBeUndefined();
  });

  it('opens on the saved view when Clear Filter carried none (issue 21 item 21)', () => {
    expect(initialView(null, { selectedView: '6' }, [1, 2, 6])).toBe(6);
    expect(initialView('2', { selectedView: '6' }, [1, 2, 6])).toBe(2);
    expect(initialView(null, { selectedView: '13' }, [1, 2, 6])).toBeUndefined();
    expect(initialView(null, {}, [1, 2, 6])).toBeUndefined();
  });
});
