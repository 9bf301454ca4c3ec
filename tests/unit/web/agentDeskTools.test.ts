import { invalidRecipientsMessage } from '@shared/domain/mail';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setDisplayTimeZone } from '@/components/dates';
import {
  agentsForHelpTopic,
  agentsOfAllDepartments,
  applyCanned,
  assigneeChoice,
  cannedHtml,
  emptyTransferDraft,
  failureMessage,
  helpTopicDepartmentIds,
  mergeRecipients,
  planSlaChange,
  planTransfer,
  recipientList,
  removeRecipient,
  SLA_EARLIER_MESSAGE,
  teamIdFromPreviousPage,
  transferDepartmentOptions,
  transferDraftWithDepartment,
} from '@/features/tickets/view/agent/agentRules';
import { emptyReplyDraft, planReply, withAgentFlags } from '@/features/tickets/view/replyPlan';
import { offersSlaChange, offersSubCategory, offersTransferBack } from '@/features/tickets/view/toolOffers';

/** The ticket view's agent tools (tickets spec 2.7, 4, 5, 6) as plain rules. */

describe('recipients', () => {
  it('reads a comma-joined field: trimmed, blanks dropped, each address once', () => {
    expect(recipientList(' a@x.in, ,b@y.in,A@X.IN;c@z.in ')).toEqual(['a@x.in', 'b@y.in', 'c@z.in']);
    expect(recipientList(undefined)).toEqual([]);
  });

  it('merges more addresses in, and removes one', () => {
    expect(mergeRecipients('a@x.in', 'b@y.in,a@x.in')).toBe('a@x.in,b@y.in');
    expect(mergeRecipients(undefined, 'b@y.in')).toBe('b@y.in');
    expect(removeRecipient('a@x.in,b@y.in', 'A@x.in')).toBe('b@y.in');
  });
});

describe('canned responses', () => {
  it("takes the answer's message, or its list's messages one after another", () => {
    expect(cannedHtml({ message: ' Hello ', recepients: '' })).toBe('<p>Hello</p>');
    expect(
      cannedHtml({ list: [{ message: 'Uma: one' }, { message: '' }, { message: 'Arjun: two' }], recepients: '' }),
    ).toBe('<p>Uma: one</p><p></p><p>Arjun: two</p>');
    expect(cannedHtml({ message: 'Line one\nLine two', recepients: '' })).toBe('<p>Line one</p><p>Line two</p>');
  });

  it('appends to the editor after a blank line, merges the recipients and marks the draft', () => {
    expect(applyCanned({ message: '', recepients: undefined }, { message: 'Original', recepients: 'u@d.in' })).toEqual({
      message: '<p>Original</p>',
      recepients: 'u@d.in',
      usedInCannedFilters: true,
    });
    expect(
      applyCanned({ message: '<p>Hi,</p>', recepients: 'a@d.in' }, { message: 'Closing', recepients: 'u@d.in,a@d.in' }),
    ).toEqual({ message: '<p>Hi,</p><p></p><p>Closing</p>', recepients: 'a@d.in,u@d.in', usedInCannedFilters: true });
    // The editor's empty paragraph counts as no text; the canned text is escaped, never markup.
    expect(applyCanned({ message: '<p></p>' }, { message: 'a <b> & c', recepients: '' }).message).toBe(
      '<p>a &lt;b&gt; &amp; c</p>',
    );
  });

  it('never drops an address left typed in Recipients on Post: adds a usable one, else refuses there', () => {
    const ticket = { id: '9', ticketStatus: 'Open' };
    const typed = { ...emptyReplyDraft(), message: 'Hi', recepients: 'a@d.in', recipientText: ' vendor@d.in ' };
    expect(planReply(typed, ticket, '2', () => 'f')).toMatchObject({
      kind: 'send',
      reply: { recepients: 'a@d.in,vendor@d.in' },
    });
    // Not an address: Post stops at the field, nothing is sent.
    expect(planReply({ ...typed, recipientText: 'vendor' }, ticket, '2', () => 'f')).toEqual({
      kind: 'refuse',
      field: 'recipients',
      message: invalidRecipientsMessage(['vendor']),
    });
    // Outside the mail domains (the field's verdict, with the domains it read).
    const outside = { ...typed, recipientText: 'v@x.com', recipientProblem: 'Not allowed: v@x.com' };
    expect(planReply(outside, ticket, '2', () => 'f')).toEqual({
      kind: 'refuse',
      field: 'recipients',
      message: 'Not allowed: v@x.com',
    });
  });

  it('sends usedInCannedFilters with the update and the reply once a canned text was used', () => {
    const draft = { ...emptyReplyDraft(), message: 'Text', status: 'Closed', usedInCannedFilters: true };
    const plan = withAgentFlags(
      planReply(draft, { id: '9', ticketStatus: 'Open' }, '2', () => 'f'),
      draft,
    );
    expect(plan).toMatchObject({
      kind: 'send',
      update: { usedInCannedFilters: true, ticketStatus: 'Closed' },
      reply: { usedInCannedFilters: true, message: 'Text' },
    });
    const refused = withAgentFlags(
      planReply(emptyReplyDraft(), { id: '9', ticketStatus: 'Open' }, '2', () => 'f'),
      {
        ...emptyReplyDraft(),
        usedInCannedFilters: true,
      },
    );
    expect(refused).toEqual({ kind: 'refuse', message: 'Message is mandatory' });
  });

  it('sends an assignee change without a message, and internal notes as such', () => {
    const ticket = { id: '9', ticketStatus: 'Open' };
    expect(
      planReply({ ...emptyReplyDraft(), assignee: { id: '4', fullName: 'Lakshmi Lead' } }, ticket, '2', () => 'f'),
    ).toEqual({
      kind: 'send',
      update: { id: ['9'], userId: '2', assigneeId: '4', assigneeFullName: 'Lakshmi Lead' },
    });
    expect(
      planReply(
        { ...emptyReplyDraft(), message: 'Note', isInternalNotes: true, recepients: 'a@d.in' },
        ticket,
        '2',
        () => 'f',
      ),
    ).toMatchObject({ reply: { isInternalNotes: true, recepients: 'a@d.in' } });
  });
});

describe('who is offered what', () => {
  const ticket = { userId: '1', createdBy: '3', assigneeId: '4', isTicketSource: true, ticketSourceHistoryId: 't-1' };

  it("offers Change SLA Plan only to the ticket's user or creator", () => {
    expect(offersSlaChange(ticket, '1')).toBe(true);
    expect(offersSlaChange(ticket, '3')).toBe(true);
    expect(offersSlaChange(ticket, '4')).toBe(false);
    expect(offersSlaChange(ticket, '')).toBe(false);
  });

  it('offers Transfer Back only on a transferred-source ticket to its assignee', () => {
    expect(offersTransferBack(ticket, '4')).toBe(true);
    expect(offersTransferBack(ticket, '2')).toBe(false);
    expect(offersTransferBack({ ...ticket, isTicketSource: false }, '4')).toBe(false);
    expect(offersTransferBack({ ...ticket, ticketSourceHistoryId: null }, '4')).toBe(false);
  });

  it('offers the sub-category change only with more than one option', () => {
    expect(offersSubCategory({ subCategoryOptions: ['Hardware', 'Software'] })).toBe(true);
    expect(offersSubCategory({ subCategoryOptions: ['Electrical'] })).toBe(false);
  });
});

describe('assignee options (spec 6)', () => {
  const ticket = { assigneeBranchCode: 'Head Office', branch: 'Hyderabad North' };

  it('gives agents the users of the assignee branch (the ticket branch without one)', () => {
    expect(assigneeChoice({ previousPageLocation: '/ticket', isCentralPoolAgent: false, ticket })).toEqual({
      label: 'Change Assignee',
      source: { kind: 'branch', branch: 'Head Office' },
    });
    expect(
      assigneeChoice({
        previousPageLocation: null,
        isCentralPoolAgent: false,
        ticket: { ...ticket, assigneeBranchCode: null },
      }).source,
    ).toEqual({ kind: 'branch', branch: 'Hyderabad North' });
  });

  it('lets central pool agents search every user by name', () => {
    expect(assigneeChoice({ previousPageLocation: '/allTickets', isCentralPoolAgent: true, ticket })).toEqual({
      label: 'Change Assignee',
      source: { kind: 'search' },
    });
  });

  it("from My Teams: 'Select your Team Agent', the team's agents when the team is known", () => {
    expect(assigneeChoice({ previousPageLocation: '/myTeams?teamId=7', isCentralPoolAgent: true, ticket })).toEqual({
      label: 'Select your Team Agent',
      source: { kind: 'team', teamId: '7', branch: 'Head Office' },
    });
    expect(assigneeChoice({ previousPageLocation: '/myTeams', isCentralPoolAgent: true, ticket })).toEqual({
      label: 'Select your Team Agent',
      source: { kind: 'branch', branch: 'Head Office' },
    });
    expect(teamIdFromPreviousPage('/allTickets?teamId=7')).toBeUndefined();
  });
});

describe('transfer', () => {
  const departments = [
    { id: '1', departmentName: 'IT Support' },
    { id: '2', departmentName: 'Facilities' },
  ];

  it("lists 'All' and 'Central Pool Agent' before the departments (no pool on the transfer view)", () => {
    expect(transferDepartmentOptions(departments).map((option) => option.deptName)).toEqual([
      'All',
      'Central Pool Agent',
      'IT Support',
      'Facilities',
    ]);
    expect(transferDepartmentOptions(departments, false).map((option) => option.depId)).toEqual(['All', '1', '2']);
  });

  it('lists help topics of one department, or of every one for All and the pool', () => {
    expect(helpTopicDepartmentIds({ depId: '2', deptName: 'Facilities' }, departments)).toBe('2');
    expect(helpTopicDepartmentIds({ depId: 'All', deptName: 'All' }, departments)).toBe('1,2');
    expect(helpTopicDepartmentIds(undefined, departments)).toBeUndefined();
  });

  it('choosing a department clears the help topic and the assignee', () => {
    const draft = {
      ...emptyTransferDraft(),
      department: { depId: '1', deptName: 'IT Support' },
      helpTopicId: '1',
      assignee: { value: '4', label: 'Lakshmi Lead', assigneeName: 'Lakshmi Lead' },
      transferReason: 'Wrong queue',
    };
    expect(transferDraftWithDepartment(draft, { depId: '2', deptName: 'Facilities' })).toEqual({
      department: { depId: '2', deptName: 'Facilities' },
      helpTopicId: '',
      assignee: undefined,
      transferReason: 'Wrong queue',
    });
  });

  it("flattens agentDeptMap once per agent, and narrows 'All' to the help topic's department", () => {
    const agents = agentsOfAllDepartments({
      '1': [
        { value: '4', label: 'Lakshmi Lead', departmentId: '1', assigneeName: 'Lakshmi Lead', user: { email: 'l@d' } },
      ],
      '2': [
        { value: '7', label: 'Bharat Agent', departmentId: '2', assigneeName: 'Bharat Agent', user: { email: 'b@d' } },
        { value: '4', label: 'Lakshmi Lead', departmentId: '2', assigneeName: 'Lakshmi Lead' },
      ],
    });
    expect(agents.map((agent) => [agent.label, agent.departmentId, agent.email])).toEqual([
      ['Bharat Agent', '2', 'b@d'],
      ['Lakshmi Lead', '1', 'l@d'],
    ]);
    expect(agentsForHelpTopic(agents, '2').map((agent) => agent.value)).toEqual(['7']);
    expect(agentsForHelpTopic(agents, undefined)).toHaveLength(2);
  });

  it('needs department, help topic and assignee (no assignee for the pool): Please fill mandatory information', () => {
    const refuse = { kind: 'refuse', message: 'Please fill mandatory information' };
    expect(planTransfer(emptyTransferDraft(), '9', 'a@d')).toEqual(refuse);
    expect(
      planTransfer(
        { ...emptyTransferDraft(), department: { depId: '2', deptName: 'Facilities' }, helpTopicId: '3' },
        '9',
        'a@d',
      ),
    ).toEqual(refuse);
    expect(
      planTransfer(
        { ...emptyTransferDraft(), department: { depId: 'Central Pool Agent', deptName: 'Central Pool Agent' } },
        '9',
        'a@d',
      ),
    ).toEqual(refuse);
  });

  it('builds the wrongly-assigned request as the spec names its fields', () => {
    expect(
      planTransfer(
        {
          department: { depId: '2', deptName: 'Facilities' },
          helpTopicId: '3',
          assignee: {
            value: '7',
            label: 'Bharat Agent',
            departmentId: '2',
            assigneeName: 'Bharat Agent',
            email: 'b@d',
          },
          transferReason: '  Wrong queue ',
        },
        '9',
        'a@d',
      ),
    ).toEqual({
      kind: 'send',
      payload: {
        ticketId: '9',
        isTicketWronglyAssigned: 1,
        transferReason: 'Wrong queue',
        departmentName: 'Facilities',
        loggedInUserEmail: 'a@d',
        selectedDepartment: { depId: '2', deptName: 'Facilities' },
        selectedAssignee: { value: '7', label: 'Bharat Agent', departmentId: '2', assigneeName: 'Bharat Agent' },
        transferreId: '7',
        helpTopicId: '3',
      },
    });
  });

  it('sends no assignee to the central pool, even one chosen before', () => {
    const plan = planTransfer(
      {
        department: { depId: 'Central Pool Agent', deptName: 'Central Pool Agent' },
        helpTopicId: '1',
        assignee: { value: '7', label: 'Bharat Agent', assigneeName: 'Bharat Agent' },
        transferReason: '',
      },
      '9',
      'a@d',
    );
    expect(plan).toMatchObject({ kind: 'send', payload: { selectedAssignee: null, transferreId: null } });
  });
});

describe('SLA change', () => {
  // 10/03/2026 14:30 in India, the default tenant zone.
  const created = '2026-03-10T14:30:00+05:30';

  it('needs a date: Please select new SLA plan', () => {
    expect(planSlaChange('', created)).toEqual({ kind: 'refuse', message: 'Please select new SLA plan' });
    expect(planSlaChange('31/02/2026', created)).toEqual({ kind: 'refuse', message: 'Please select new SLA plan' });
  });

  it('refuses a day before the ticket was created', () => {
    expect(planSlaChange('09/03/2026', created)).toEqual({ kind: 'refuse', message: SLA_EARLIER_MESSAGE });
  });

  it('sends the day at the time of creation, so the server counts whole days', () => {
    expect(planSlaChange('15/03/2026', created)).toEqual({ kind: 'send', slaPlan: '2026-03-15T09:00:00.000Z' });
  });

  it('sends the end of the creation day for the same day (a 1 Day plan)', () => {
    expect(planSlaChange('10/03/2026', created)).toEqual({ kind: 'send', slaPlan: '2026-03-10T18:29:59.999Z' });
  });

  describe("counts the tenant's days, whatever the browser's zone", () => {
    // A New York tenant; the test's process (the "browser") runs in its own zone, UTC on CI.
    beforeEach(() => setDisplayTimeZone('America/New_York'));
    afterEach(() => setDisplayTimeZone(undefined));
    // 10/03/2026 22:00 in New York, already 11/03 in UTC and in India.
    const lateCreated = '2026-03-10T22:00:00-04:00';

    it('takes the creation day as New York has it', () => {
      expect(planSlaChange('09/03/2026', lateCreated)).toEqual({ kind: 'refuse', message: SLA_EARLIER_MESSAGE });
      expect(planSlaChange('10/03/2026', lateCreated)).toEqual({ kind: 'send', slaPlan: '2026-03-11T03:59:59.999Z' });
    });

    it("sends the chosen day at New York's time of creation: exactly whole days later", () => {
      expect(planSlaChange('12/03/2026', lateCreated)).toEqual({ kind: 'send', slaPlan: '2026-03-13T02:00:00.000Z' });
    });
  });
});

describe('failure messages', () => {
  it("shows the server's reason for a 4xx, else Some Error Occurred", () => {
    expect(failureMessage({ status: 400, message: 'SLA plan already present' })).toBe('SLA plan already present');
    expect(failureMessage({ status: 409, message: 'This ticket was changed by someone else.' })).toBe(
      'This ticket was changed by someone else.',
    );
    expect(failureMessage({ status: 500, message: 'boom' })).toBe('Some Error Occurred');
    expect(failureMessage({})).toBe('Some Error Occurred');
  });
});
