import { requesterWords } from '@functions/core/notifications';
import { describe, expect, it } from 'vitest';

describe('the requester as mails name them', () => {
  it('adds the branch in parentheses only when there is one (never "Name ()")', () => {
    expect(requesterWords({ fullName: 'Uma User', branch: 'Warangal' })).toBe('Uma User (Warangal)');
    expect(requesterWords({ fullName: 'Meena Parent', branch: '' })).toBe('Meena Parent');
    expect(requesterWords({ fullName: 'Meena Parent', branch: '  ' })).toBe('Meena Parent');
  });
});
