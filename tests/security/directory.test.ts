import { describe, expect, it } from 'vitest';
import { findByParam, getUserByEmail } from '../../shared/contract/users';
import { call, demo } from '../integration/api';
import { tokenOf } from './support';

/**
 * Issue #15 item 15: the directory lookups answer mobile numbers and employee ids only to agents
 * and admins; an ordinary user gets names and e-mails only.
 */
describe('directory lookups', () => {
  it('answers an ordinary user names and e-mails only', async () => {
    const token = await tokenOf('user');
    const one = await call(getUserByEmail, { email: demo.agent }, token);
    expect(one.status).toBe(200);
    expect(Object.keys(one.body).sort()).toEqual(['email', 'fullName', 'id']);
    const many = await call(findByParam, { email: 'agent' }, token);
    expect(many.body.length).toBeGreaterThan(0);
    for (const user of many.body as unknown as Record<string, unknown>[]) {
      expect(Object.keys(user).sort()).toEqual(['email', 'fullName', 'id']);
    }
  });

  it('answers agents and admins the contact and employee details', async () => {
    for (const role of ['agent', 'admin'] as const) {
      const answer = await call(getUserByEmail, { email: demo.user }, await tokenOf(role));
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        email: demo.user,
        employeeId: expect.any(String),
        mobile: expect.any(String),
      });
    }
  });
});
