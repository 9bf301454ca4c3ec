import { isValidEmail, isValidMobile, matrixRowProblems } from '@shared/domain/escalationRules';
import { describe, expect, it } from 'vitest';

const choices = {
  branches: ['Warangal', 'Hyderabad North'],
  departments: [
    { departmentName: 'IT Support', modules: ['IT'] },
    { departmentName: 'Facilities', modules: ['Facilities'] },
  ],
};
const row = { branch: 'warangal', department: 'IT Support', module: 'it', l1email: 'a@b.co', l1mobile: '9848000002' };

describe('escalation matrix rows (issue 21 item 19)', () => {
  it('accept a row of known values (case aside) with well-formed contacts', () => {
    expect(matrixRowProblems(row, choices)).toEqual([]);
  });

  it('refuse a row that can never match: unknown branch, department, or a module not of the department', () => {
    const fields = (changes: Record<string, string>) =>
      matrixRowProblems({ ...row, ...changes }, choices).map((problem) => problem.field);
    expect(fields({ branch: 'Nowhere' })).toEqual(['branch']);
    expect(fields({ department: 'Sales' })).toEqual(['department']);
    expect(fields({ module: 'Facilities' })).toEqual(['module']);
    expect(matrixRowProblems({ ...row, module: 'HR' }, choices)[0].message).toBe(
      'No help topic of IT Support has the module "HR", so this row would never match a ticket. Choose a listed module.',
    );
  });

  it('check e-mail and mobile formats of every level and the HOD; empty cells are fine', () => {
    const problems = matrixRowProblems({ ...row, l3email: 'not-an-email', hodmobile: '12ab', l2mobile: '' }, choices);
    expect(problems).toEqual([
      { field: 'l3email', message: 'Level 3 Email is not a valid e-mail address.' },
      { field: 'hodmobile', message: 'HOD Mobile must be 10 to 12 digits.' },
    ]);
    expect(isValidMobile('+919848000002')).toBe(false);
    expect(isValidMobile('+91984800002')).toBe(true);
    expect(isValidMobile('919876543210')).toBe(true);
    expect(isValidMobile('98480')).toBe(false);
    expect(isValidEmail('x@y')).toBe(false);
  });
});
