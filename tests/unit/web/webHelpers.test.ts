import { describe, expect, it } from 'vitest';
import { countAxis } from '@/components/charts';
import { idFromAddressSegment, toQueryString, withQuery } from '@/lib/queryString';
import { roleFlagEntries, roleFlagsFrom, sessionEntriesFromLogin } from '@/lib/session';

describe('toQueryString', () => {
  it('comma-joins lists and drops undefined, null and empty values', () => {
    expect(
      toQueryString({
        size: 20,
        page: 0,
        ticketStatus: ['2', '3', '15'],
        searchParam: '',
        departmentId: undefined,
        x: null,
      }),
    ).toBe('size=20&page=0&ticketStatus=2%2C3%2C15');
  });

  it('drops an empty list and keeps false', () => {
    expect(toQueryString({ ticketStatus: [], showNestedTickets: false })).toBe('showNestedTickets=false');
  });

  it('encodes values and leaves a bare path without parameters', () => {
    expect(withQuery('/api/user/findByParam', { email: 'a+b@x.org' })).toBe(
      '/api/user/findByParam?email=a%2Bb%40x.org',
    );
    expect(withQuery('/api/dataExport/downloadAllAdminTeams', {})).toBe('/api/dataExport/downloadAllAdminTeams');
  });

  it('refuses nested objects rather than sending [object Object]', () => {
    expect(() => toQueryString({ range: { start: 1 } })).toThrow(/range/);
  });
});

describe('idFromAddressSegment', () => {
  it("reads the id after 'id:'", () => {
    expect(idFromAddressSegment('id:123')).toBe('123');
    expect(idFromAddressSegment('123')).toBeUndefined();
    expect(idFromAddressSegment('id:')).toBeUndefined();
    expect(idFromAddressSegment(undefined)).toBeUndefined();
  });
});

describe('session entries', () => {
  it('stores the login answer under the spec keys, userDepartment from openDepartmentId', () => {
    expect(
      sessionEntriesFromLogin({
        email: 'agent@demo.local',
        mobile: '9000000001',
        openId: 'OPEN-1',
        id: 'u1',
        openDepartmentId: 'd7',
        employeeId: 'E1',
        token: 'jwt',
        expiresInSeconds: 900,
      }),
    ).toEqual({
      email: 'agent@demo.local',
      mobile: '9000000001',
      openId: 'OPEN-1',
      userId: 'u1',
      userDepartment: 'd7',
      employeeId: 'E1',
      jwtToken: 'jwt',
    });
  });

  it("derives the role flags as 'true'/'false' text", () => {
    expect(roleFlagEntries({ helpdeskRole: 'Team Lead', isAgent: 'false' })).toEqual({
      isCentralPoolAgent: 'true',
      isTeamLead: 'true',
      isCentralAdmin: 'false',
      isAgent: 'false',
    });
  });

  it("takes isAgent from the details' isAgent or from the role", () => {
    expect(roleFlagEntries({ helpdeskRole: '', isAgent: 'true' }).isAgent).toBe('true');
    expect(roleFlagEntries({ helpdeskRole: 'agent', isAgent: 'false' }).isAgent).toBe('true');
    expect(roleFlagEntries({ helpdeskRole: 'central agent', isAgent: 'false' }).isAgent).toBe('false');
  });

  it("reads flags back: only the text 'true' counts", () => {
    const stored: Record<string, string> = { isAgent: 'true', isTeamLead: 'TRUE', isCentralPoolAgent: 'false' };
    expect(roleFlagsFrom((key) => stored[key] ?? null)).toEqual({
      isAgent: true,
      isCentralPoolAgent: false,
      isTeamLead: false,
      isCentralAdmin: false,
    });
  });
});

describe('countAxis', () => {
  it('spaces whole-number ticks evenly, at most five above zero, the top at or over the largest value', () => {
    expect(countAxis(23)).toEqual({ top: 25, ticks: [0, 5, 10, 15, 20, 25] });
    expect(countAxis(7)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(countAxis(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(countAxis(101)).toEqual({ top: 150, ticks: [0, 50, 100, 150] });
    expect(countAxis(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(countAxis(Number.NEGATIVE_INFINITY)).toEqual({ top: 1, ticks: [0, 1] });
  });
});
