import { describe, expect, it } from 'vitest';
import { draftProblems, emptyDraft } from '@/features/escalationMatrices/escalationDraft';

/** No silent truncation (issue 21 item 24): longer State and Mobile text is refused with a message. */

const filled = { ...emptyDraft(), branch: 'Warangal', department: 'IT Support', module: 'Hardware' };

describe('escalation form checks', () => {
  it('takes a State of 12 characters and refuses 13 with a message, keeping what was typed', () => {
    expect(draftProblems({ ...filled, state: 'Telangana-AB' })).toEqual([]);
    const draft = { ...filled, state: 'Andhra Prades' };
    expect(draftProblems(draft)).toEqual([{ field: 'state', message: 'State must be at most 12 characters' }]);
    expect(draft.state).toBe('Andhra Prades');
  });

  it("refuses a mobile over 12 characters or not digits with the server's message", () => {
    expect(draftProblems({ ...filled, l1mobile: '919876543210' })).toEqual([]);
    expect(draftProblems({ ...filled, l1mobile: '9198765432101', hodmobile: 'call me' })).toEqual([
      { field: 'l1mobile', message: 'Level 1 Mobile must be 10 to 12 digits.' },
      { field: 'hodmobile', message: 'HOD Mobile must be 10 to 12 digits.' },
    ]);
  });
});
