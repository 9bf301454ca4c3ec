import { beforeAll, describe, expect, it } from 'vitest';
import { schoolEscalation } from '../../shared/contract/escalationMatrices';
import { getTicketByTicketId, saveTicket } from '../../shared/contract/tickets';
import { requesterTicket } from '../factories/tickets';
import { call, createRequester, demo, loadStackEnv, signIn } from './api';

/**
 * Issue 21 item 3 (server side): a ticket carries Nspira Code, State, District and Payroll Code from
 * the escalation matrix row it matches, whatever the client sends.
 */

let admin: { token: string };
let requester: Awaited<ReturnType<typeof createRequester>>;
const branch = `Codes Branch ${Date.now().toString(36)}`;

beforeAll(async () => {
  loadStackEnv();
  admin = await signIn(demo.admin);
  requester = await createRequester('640', { officeType: 'School', branch });
  const row = await call(
    schoolEscalation.saveUpdate,
    {
      branch,
      department: 'IT Support',
      module: 'IT',
      state: 'Telangana',
      district: 'Khammam',
      nspiraCode: 'NSP-0640',
      payrollCode: 'PAY-77',
      l1name: 'Arjun Agent',
      l1email: demo.agent,
    },
    admin.token,
  );
  expect(row.status, JSON.stringify(row.body)).toBe(200);
});

describe('office codes on a new ticket (item 3)', () => {
  it('come from the matching matrix row; forged values in the payload are ignored', async () => {
    const forged = { nspiraCode: 'FORGED', state: 'Nowhere', district: 'Forged', payrollCode: 'X-1' };
    const saved = await call(saveTicket, requesterTicket(requester, forged), requester.token);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const ticket = (await call(getTicketByTicketId, { id: String(saved.body.id) }, requester.token)).body;
    expect(ticket).toMatchObject({
      branch,
      nspiraCode: 'NSP-0640',
      state: 'Telangana',
      district: 'Khammam',
      payrollCode: 'PAY-77',
    });
  });

  it('stay empty when no row matches (another department), even if the client sends some', async () => {
    const saved = await call(
      saveTicket,
      requesterTicket(requester, {
        departmentId: '3',
        helpTopicId: '4',
        dynamicFormJson: { issue_summary: 'Salary short', priority_level: 'High' },
        nspiraCode: 'FORGED',
      }),
      requester.token,
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const ticket = (await call(getTicketByTicketId, { id: String(saved.body.id) }, requester.token)).body;
    expect(ticket).toMatchObject({ nspiraCode: null, state: null, district: null, payrollCode: null });
  });
});
