import { createTicketPayload, type DynamicFormFieldDefinition } from '@shared/contract/ticketShapes';
import { describe, expect, it } from 'vitest';
import {
  type Creator,
  draftProblem,
  emptyDraft,
  escalationLookupKind,
  MANDATORY_MESSAGE,
  missingFields,
  type NewTicketDraft,
  toCreatePayload,
  withDepartment,
  withHelpTopic,
} from '@/features/tickets/create/newTicketDraft';
import { attachmentProblem, fileNameOfKey, isImageFileName } from '@/lib/attachmentRules';
import { DATE_FORMAT_MESSAGE, dynamicFormJson, parseDisplayDate } from '@/lib/dynamicFields';

/** The create-ticket form's rules (tickets spec 2.6, 3 and 5) and the attachment checks (spec 7). */

const field = (
  name: string,
  type: DynamicFormFieldDefinition['type'],
  mandatory = false,
  values: string[] = [],
): DynamicFormFieldDefinition => ({ name, label: name, type, mandatory, values });

const laptopForm = [
  field('issue_summary', 'text', true),
  field('priority_level', 'select', true, ['Low', 'High']),
  field('asset_tag', 'text'),
  field('issue_noticed_on', 'date'),
  field('is_it_blocking_work', 'yesno', true),
  field('units', 'number'),
  field('photo', 'file'),
];

const user: Creator = {
  userId: '1',
  email: 'user@demo.local',
  isAgent: false,
  employeeId: 'EMP1001',
  openDepartmentId: '1',
};
const agent: Creator = { ...user, userId: '2', email: 'agent@demo.local', isAgent: true, employeeId: 'EMP2' };

function complete(creator: Creator, changes: Partial<NewTicketDraft> = {}): NewTicketDraft {
  return {
    ...emptyDraft(creator, creator.isAgent ? 'Arjun Agent' : 'Uma User'),
    departmentId: '1',
    helpTopicId: '1',
    slaPlan: '2',
    ticketCategory: 'Issue',
    dynamic: { issue_summary: 'Screen flickers', priority_level: 'High', is_it_blocking_work: false },
    ...changes,
  };
}

describe('the signed-in user as requester', () => {
  it('prefills the e-mail, user id and, for non-agents, the employee number; notice on', () => {
    expect(emptyDraft(user, 'Uma User')).toMatchObject({
      userId: '1',
      email: 'user@demo.local',
      fullName: 'Uma User',
      employeeNo: 'EMP1001',
      ticketNotice: true,
      onBehalf: false,
    });
    expect(emptyDraft(agent)).toMatchObject({ employeeNo: '', ticketStatus: 'Open' });
  });
});

describe('mandatory information (mirrors the server)', () => {
  it('accepts a complete form', () => {
    expect(draftProblem(complete(user), laptopForm, false)).toBeUndefined();
  });

  it.each([
    ['email', { email: '' }],
    ['full name', { fullName: ' ' }],
    ['department', { departmentId: '' }],
    ['help topic', { helpTopicId: '' }],
    ['SLA plan', { slaPlan: '' }],
    ['user id', { userId: '' }],
    ['ticket category', { ticketCategory: '' }],
    ['employee number (non-agents)', { employeeNo: '' }],
  ])('warns when the %s is missing', (_name, changes) => {
    expect(draftProblem(complete(user, changes), laptopForm, false)).toBe(MANDATORY_MESSAGE);
  });

  it('warns when a mandatory dynamic field is empty; a No counts as an answer', () => {
    const draft = complete(user);
    expect(draftProblem({ ...draft, dynamic: { ...draft.dynamic, issue_summary: '  ' } }, laptopForm, false)).toBe(
      MANDATORY_MESSAGE,
    );
    expect(
      draftProblem({ ...draft, dynamic: { ...draft.dynamic, is_it_blocking_work: undefined } }, laptopForm, false),
    ).toBe(MANDATORY_MESSAGE);
    expect(draftProblem(draft, laptopForm, false)).toBeUndefined();
  });

  it('asks agents for source, status and assignee, not for an employee number', () => {
    const draft = complete(agent, { ticketSourceId: '3', assigneeId: '2', assigneeFullName: 'Arjun Agent' });
    expect(draftProblem(draft, laptopForm, true)).toBeUndefined();
    expect(draftProblem({ ...draft, ticketSourceId: '' }, laptopForm, true)).toBe(MANDATORY_MESSAGE);
    expect(draftProblem({ ...draft, ticketStatus: '' }, laptopForm, true)).toBe(MANDATORY_MESSAGE);
    expect(draftProblem({ ...draft, assigneeId: '' }, laptopForm, true)).toBe(MANDATORY_MESSAGE);
  });

  it("names each missing field in the form's order, a requester not chosen on the Email field", () => {
    const draft = complete(user);
    expect(missingFields(draft, laptopForm, false)).toEqual([]);
    expect(
      missingFields(
        { ...draft, departmentId: '', ticketCategory: ' ', dynamic: { ...draft.dynamic, issue_summary: '' } },
        laptopForm,
        false,
      ),
    ).toEqual(['departmentId', 'ticketCategory', 'dynamic:issue_summary']);
    expect(missingFields({ ...draft, userId: '' }, laptopForm, false)).toEqual(['email']);
    expect(
      missingFields({ ...complete(agent), ticketSourceId: '1', assigneeId: '', employeeNo: '' }, laptopForm, true),
    ).toEqual(['assigneeId']);
  });

  it('tells a wrongly typed date apart from a missing field', () => {
    const draft = complete(user);
    expect(
      draftProblem({ ...draft, dynamic: { ...draft.dynamic, issue_noticed_on: '31/02/2026' } }, laptopForm, false),
    ).toBe(DATE_FORMAT_MESSAGE);
  });
});

describe('dates entered DD/MM/YYYY', () => {
  it('are stored as the ISO instant of local midnight', () => {
    const iso = parseDisplayDate('15/03/2026')!;
    const date = new Date(iso);
    expect([date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes()]).toEqual([
      2026, 3, 15, 0, 0,
    ]);
    expect(parseDisplayDate('5/3/2026')).toBe(new Date(2026, 2, 5).toISOString());
  });

  it('refuse days that do not exist and other formats', () => {
    for (const text of ['31/02/2026', '2026-03-15', '15/13/2026', '', 'soon'])
      expect(parseDisplayDate(text)).toBeUndefined();
  });
});

describe('the payload', () => {
  it('converts each dynamic entry by its type and leaves out what was not entered', () => {
    expect(
      dynamicFormJson(laptopForm, {
        issue_summary: ' Flicker ',
        priority_level: 'High',
        asset_tag: '',
        issue_noticed_on: '15/03/2026',
        is_it_blocking_work: true,
        units: '3',
        photo: { key: 'ticket/tmp/1/u/photo.png', fileName: 'photo.png' },
      }),
    ).toEqual({
      issue_summary: 'Flicker',
      priority_level: 'High',
      issue_noticed_on: new Date(2026, 2, 15).toISOString(),
      is_it_blocking_work: true,
      units: 3,
      photo: 'ticket/tmp/1/u/photo.png',
    });
  });

  it("sends a non-agent's ticket with the employee number and every uploaded key, and the contract accepts it", () => {
    const draft = complete(user, {
      attachments: [{ key: 'ticket/tmp/1/a/screen.png', fileName: 'screen.png' }],
      dynamic: {
        issue_summary: 'Flicker',
        priority_level: 'High',
        is_it_blocking_work: false,
        photo: { key: 'ticket/tmp/1/b/photo.png', fileName: 'photo.png' },
      },
    });
    const payload = toCreatePayload(draft, laptopForm, user);
    expect(payload).toEqual({
      email: 'user@demo.local',
      fullName: 'Uma User',
      ticketNotice: true,
      departmentId: '1',
      helpTopicId: '1',
      slaPlan: '2',
      userId: '1',
      ticketCategory: 'Issue',
      dynamicFormJson: {
        issue_summary: 'Flicker',
        priority_level: 'High',
        is_it_blocking_work: false,
        photo: 'ticket/tmp/1/b/photo.png',
      },
      filesUpload: ['ticket/tmp/1/a/screen.png', 'ticket/tmp/1/b/photo.png'],
      isTicketCreatedOnBehalfOFAnotherPerson: false,
      createdBy: '1',
      openDepartmentIdOfUser: '1',
      employeeNo: 'EMP1001',
    });
    expect(createTicketPayload.safeParse(payload).success).toBe(true);
  });

  it('marks a ticket raised on behalf of another person with the creator as original creator', () => {
    const draft = complete(agent, {
      onBehalf: true,
      userId: '1',
      email: 'user@demo.local',
      fullName: 'Uma User',
      ticketSourceId: '3',
      ticketStatus: 'Work in progress',
      assigneeId: '2',
      assigneeFullName: 'Arjun Agent',
    });
    const payload = toCreatePayload(draft, laptopForm, agent);
    expect(payload).toMatchObject({
      userId: '1',
      email: 'user@demo.local',
      isTicketCreatedOnBehalfOFAnotherPerson: true,
      originalTicketCreator: 'agent@demo.local',
      createdBy: '2',
      ticketSourceId: '3',
      ticketStatus: 'Work in progress',
      assigneeId: '2',
      assigneeFullName: 'Arjun Agent',
    });
    expect(payload).not.toHaveProperty('employeeNo');
    expect(createTicketPayload.safeParse(payload).success).toBe(true);
  });
});

describe('department and help topic', () => {
  it('a department change forgets the help topic, its form and SLA; a help topic sets its SLA', () => {
    const draft = complete(user);
    expect(withDepartment(draft, '2')).toMatchObject({ departmentId: '2', helpTopicId: '', slaPlan: '', dynamic: {} });
    expect(withHelpTopic(draft, { id: '3', sla: '5' })).toMatchObject({ helpTopicId: '3', slaPlan: '5', dynamic: {} });
  });
});

describe('attachments', () => {
  it('allows the contract types up to 10 MB', () => {
    expect(attachmentProblem({ size: 1024, type: 'image/png' })).toBeUndefined();
    expect(attachmentProblem({ size: 10 * 1024 * 1024, type: 'application/pdf' })).toBeUndefined();
    expect(attachmentProblem({ size: 10 * 1024 * 1024 + 1, type: 'application/pdf' })).toMatch(/too large/);
    expect(attachmentProblem({ size: 10, type: 'application/x-msdownload' })).toMatch(/not allowed/);
    expect(attachmentProblem({ size: 10, type: '' })).toMatch(/not allowed/);
  });

  it('names files by their key and opens images in the image viewer', () => {
    expect(fileNameOfKey('ticket/tmp/1/uuid/photo.png')).toBe('photo.png');
    expect(isImageFileName('photo.JPG')).toBe(true);
    expect(isImageFileName('report.pdf')).toBe(false);
  });
});

describe('the escalation contact lookup before saving (issue 21 item 3)', () => {
  const flags = {
    is_smtp_enabled: false,
    is_school_esc_enabled: true,
    is_college_esc_enabled: false,
    is_administrative_esc_enabled: true,
    is_users_enabled: true,
  };

  it("follows the user's office type group when that group's escalation is on", () => {
    expect(escalationLookupKind(false, 'High School', flags)).toBe('school');
    expect(escalationLookupKind(false, 'Zonal Office', flags)).toBe('administrative');
    expect(escalationLookupKind(false, 'Junior College', flags)).toBeUndefined();
    expect(escalationLookupKind(false, 'Junior College', { ...flags, is_college_esc_enabled: true })).toBe('college');
  });

  it('is not made for an unknown office type, before the flags are read, or on behalf of another person', () => {
    expect(escalationLookupKind(false, 'Bakery', flags)).toBeUndefined();
    expect(escalationLookupKind(false, 'School', undefined)).toBeUndefined();
    expect(escalationLookupKind(true, 'School', flags)).toBeUndefined();
  });
});
