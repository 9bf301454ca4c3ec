import { officeTypeGroup } from '@shared/domain/officeTypes';
import { describe, expect, it } from 'vitest';

describe('office type groups', () => {
  it.each(['School', 'schools', 'SCH', 'High School', 'Schools - Hyderabad'])('%s is a school', (type) => {
    expect(officeTypeGroup(type)).toBe('school');
  });

  it.each([
    'College',
    'colleges',
    'Coaching Centre',
    'coaching center',
    'Junior College',
    'Junior Colleges',
    'Jr College',
    'COL',
    'CLG',
  ])('%s is a college', (type) => {
    expect(officeTypeGroup(type)).toBe('college');
  });

  it.each(['Central Office', 'Zonal Office', 'Press', 'Warehouse', 'Campaigning', 'Civil Services', 'Head Office'])(
    '%s is administrative',
    (type) => {
      expect(officeTypeGroup(type)).toBe('administrative');
    },
  );

  it('leaves unknown or empty types ungrouped', () => {
    expect(officeTypeGroup('Moon base')).toBeUndefined();
    expect(officeTypeGroup('')).toBeUndefined();
    expect(officeTypeGroup(undefined)).toBeUndefined();
  });
});
