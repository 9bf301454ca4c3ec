import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteCannedResponse,
  getCannedResponseNames,
  getCannedResponsesWithPagination,
  getCatalogueOptions,
  getHelpTopicsWithPagination,
  getTicketSourcesWithPagination,
  saveCannedResponse,
  saveCatalogueOptions,
  saveDepartment,
  saveHelpTopic,
  saveTicketSource,
} from '../../shared/contract/catalogue';
import type { EndpointDefinition } from '../../shared/contract/endpoint';
import {
  findHelpTopicsByDepartmentId,
  getDepartments,
  getDepartmentsWithPagination,
  getHelpTopics,
  getTicketSources,
} from '../../shared/contract/reference';
import { cannedResponse } from '../../shared/contract/replies';
import {
  bulkUpdateStatus,
  getTicketByTicketId,
  getTicketOptions,
  INACTIVE_TOPIC_MESSAGE,
  SLA_NOT_OFFERED_MESSAGE,
  saveTicket,
} from '../../shared/contract/tickets';
import { CATALOGUE_MESSAGES, DEFAULT_OFFICE_TYPES, DEFAULT_SLA_DAYS } from '../../shared/domain/catalogue';
import { requesterTicket } from '../factories/tickets';
import { call, demo, signIn } from './api';

/** Catalogue administration (issue 13), through the real handlers on the emulators. */

type Session = { token: string; userId: string };
let admin: Session;
let requester: Session;
let agent: Session;
let others: Record<string, Session>;

/** Names sort after the demo entries ("Zz"), so other files' paging checks on them still hold. */
const unique = (label: string) => `Zz ${label} ${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  const [a, u, ag, c, l] = await Promise.all([
    signIn(demo.admin),
    signIn(demo.user),
    signIn(demo.agent),
    signIn(demo.central),
    signIn(demo.lead),
  ]);
  admin = a;
  requester = u;
  agent = ag;
  others = { user: u, agent: ag, central: c, lead: l };
});

async function departmentRows(search: string) {
  const answer = await call(getDepartmentsWithPagination, { size: 20, page: 0, searchParam: search }, admin.token);
  expect(answer.status).toBe(200);
  return answer.body.tickets as { id: string; departmentName: string; active: boolean; version: number }[];
}

async function topicRows(search: string) {
  const answer = await call(getHelpTopicsWithPagination, { size: 20, page: 0, searchParam: search }, admin.token);
  expect(answer.status).toBe(200);
  return answer.body.helpTopics as Record<string, any>[];
}

async function newDepartment(name = unique('Dept')) {
  const answer = await call(saveDepartment, { departmentName: name, active: true }, admin.token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { id: String(answer.body.id), version: Number(answer.body.version), name };
}

const twoFields = [
  { name: 'room_number', label: 'Room Number', type: 'text', mandatory: true },
  { name: 'urgency', label: 'Urgency', type: 'select', mandatory: false, values: ['Low', 'High'] },
];

const topic = (departmentId: string, overrides: Record<string, unknown> = {}) => ({
  departmentId,
  helpTopicName: unique('Topic'),
  sla: '3',
  module: 'Facilities',
  subCategories: ['Cleaning', 'Repairs'],
  active: true,
  dynamicFormDetails: { fields: twoFields },
  ...overrides,
});

/** The requester raises a ticket on this department's help topic with these form values. */
const raiseOnTopic = (departmentId: string, helpTopicId: string, form: Record<string, string>) =>
  call(saveTicket, requesterTicket(undefined, { departmentId, helpTopicId, dynamicFormJson: form }), requester.token);

describe('every catalogue endpoint is for central admins only', () => {
  const adminOnly: [EndpointDefinition, Record<string, unknown>][] = [
    [saveDepartment, { departmentName: unique('Forbidden Dept') }],
    [saveHelpTopic, topic('1', { helpTopicName: unique('Forbidden Topic') })],
    [getHelpTopicsWithPagination, {}],
    [saveTicketSource, { sourceName: unique('Forbidden Source') }],
    [getTicketSourcesWithPagination, {}],
    [saveCannedResponse, { cannedName: unique('Forbidden Canned'), message: 'x' }],
    [deleteCannedResponse, { id: '1', version: 1 }],
    [getCannedResponsesWithPagination, {}],
    [getCatalogueOptions, {}],
    [saveCatalogueOptions, { slaDays: [1], officeTypes: [], version: 0 }],
    [getDepartmentsWithPagination, {}],
  ];

  it('answers 403 to users, agents, central agents and team leads, and writes nothing', async () => {
    for (const [role, session] of Object.entries(others)) {
      for (const [endpoint, body] of adminOnly) {
        const answer = await call(endpoint, body, session.token);
        expect(answer.status, `${role} ${endpoint.path}`).toBe(403);
      }
    }
    expect(await departmentRows('Forbidden Dept')).toEqual([]);
    expect(await topicRows('Forbidden Topic')).toEqual([]);
    const sources = await call(getTicketSourcesWithPagination, { searchParam: 'Forbidden' }, admin.token);
    expect(sources.body.totalItems).toBe(0);
  });

  it('gives the canned picker to agents only', async () => {
    expect((await call(getCannedResponseNames, {}, requester.token)).status).toBe(403);
    expect((await call(getCannedResponseNames, {}, agent.token)).status).toBe(200);
  });
});

describe('POST /api/departments/save', () => {
  it('creates a department New Ticket offers, and lists it with search', async () => {
    const name = unique('Library');
    const answer = await call(saveDepartment, { departmentName: `  ${name} ` }, admin.token);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: CATALOGUE_MESSAGES.departmentSaved, version: 1 });
    expect(await departmentRows(name)).toEqual([
      { id: answer.body.id, departmentName: name, active: true, version: 1 },
    ]);
    const offered = await call(getDepartments, {}, requester.token);
    expect(offered.body.map((each: { departmentName: string }) => each.departmentName)).toContain(name);
  });

  it('refuses empty and duplicate names with 400, writing nothing', async () => {
    const { name } = await newDepartment();
    for (const [body, message] of [
      [{ departmentName: '   ' }, CATALOGUE_MESSAGES.departmentNameNeeded],
      [{}, CATALOGUE_MESSAGES.departmentNameNeeded],
      [{ departmentName: name.toUpperCase() }, CATALOGUE_MESSAGES.duplicateDepartment(name.toUpperCase())],
      [{ departmentName: 'IT Support' }, CATALOGUE_MESSAGES.duplicateDepartment('IT Support')],
    ] as const) {
      const answer = await call(saveDepartment, body, admin.token);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual({ success: false, message });
    }
    expect(await departmentRows(name)).toHaveLength(1);
  });

  it('updates on the version read, and answers 409 to a stale one', async () => {
    const department = await newDepartment();
    const renamed = unique('Renamed');
    const noVersion = await call(saveDepartment, { id: department.id, departmentName: renamed }, admin.token);
    expect(noVersion.status).toBe(400);
    const first = await call(
      saveDepartment,
      { id: department.id, departmentName: renamed, version: department.version },
      admin.token,
    );
    expect(first.body).toMatchObject({ success: true, version: 2 });
    const stale = await call(
      saveDepartment,
      { id: department.id, departmentName: unique('Lost'), version: department.version },
      admin.token,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(CATALOGUE_MESSAGES.changed);
    expect((await departmentRows(renamed))[0]).toMatchObject({ departmentName: renamed, version: 2 });
    const unknown = await call(
      saveDepartment,
      { id: '99999', departmentName: unique('Ghost'), version: 1 },
      admin.token,
    );
    expect(unknown.status).toBe(404);
  });
});

describe('POST /api/helpTopic/save', () => {
  it('creates a help topic with its form, offered under its department', async () => {
    const department = await newDepartment();
    const body = topic(department.id);
    const answer = await call(saveHelpTopic, body, admin.token);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ success: true, message: CATALOGUE_MESSAGES.helpTopicSaved, version: 1 });
    const offered = await call(findHelpTopicsByDepartmentId, { departmentId: department.id }, requester.token);
    expect(offered.body).toEqual([
      {
        id: answer.body.id,
        helpTopicName: body.helpTopicName,
        departmentId: department.id,
        sla: '3',
        module: 'Facilities',
        subCategories: ['Cleaning', 'Repairs'],
        active: true,
        version: 1,
        dynamicFormDetails: {
          fields: [
            { name: 'room_number', label: 'Room Number', type: 'text', mandatory: true, values: [] },
            { name: 'urgency', label: 'Urgency', type: 'select', mandatory: false, values: ['Low', 'High'] },
          ],
        },
      },
    ]);
    const rows = await topicRows(body.helpTopicName);
    expect(rows).toHaveLength(1);
    expect(rows[0].departmentName).toBe(department.name);
  });

  it('refuses bad topics and forms with a clear 400, writing nothing', async () => {
    const department = await newDepartment();
    const taken = topic(department.id);
    expect((await call(saveHelpTopic, taken, admin.token)).status).toBe(200);
    const name = unique('Refused');
    const cases: [Record<string, unknown>, string][] = [
      [topic(department.id, { helpTopicName: ' ' }), CATALOGUE_MESSAGES.helpTopicNameNeeded],
      [topic('', { helpTopicName: name }), CATALOGUE_MESSAGES.departmentNeeded],
      // Escalation contacts are found by the category: a topic without one could take no ticket.
      [topic(department.id, { helpTopicName: name, module: ' ' }), CATALOGUE_MESSAGES.categoryNeeded],
      [topic(department.id, { helpTopicName: name, module: undefined }), CATALOGUE_MESSAGES.categoryNeeded],
      [topic('99999', { helpTopicName: name }), CATALOGUE_MESSAGES.departmentNotFound],
      [
        topic(department.id, { helpTopicName: taken.helpTopicName.toLowerCase() }),
        CATALOGUE_MESSAGES.duplicateHelpTopic(taken.helpTopicName.toLowerCase()),
      ],
      [topic(department.id, { helpTopicName: name, sla: '31' }), CATALOGUE_MESSAGES.slaNotOffered],
      [topic(department.id, { helpTopicName: name, sla: '' }), CATALOGUE_MESSAGES.slaNotOffered],
      [
        topic(department.id, {
          helpTopicName: name,
          dynamicFormDetails: { fields: [twoFields[0], { ...twoFields[1], name: 'Room_Number' }] },
        }),
        CATALOGUE_MESSAGES.duplicateField('Room_Number'),
      ],
      [
        topic(department.id, {
          helpTopicName: name,
          dynamicFormDetails: { fields: [{ name: 'kind', label: 'Kind', type: 'select', values: [' '] }] },
        }),
        CATALOGUE_MESSAGES.selectNeedsOptions('kind'),
      ],
      [
        topic(department.id, {
          helpTopicName: name,
          dynamicFormDetails: { fields: [{ name: 'room no', label: 'Room', type: 'text' }] },
        }),
        CATALOGUE_MESSAGES.fieldNameForm('room no'),
      ],
      [
        topic(department.id, {
          helpTopicName: name,
          dynamicFormDetails: { fields: [{ name: 'room', label: ' ', type: 'text' }] },
        }),
        CATALOGUE_MESSAGES.fieldLabelNeeded('room'),
      ],
      [
        topic(department.id, { helpTopicName: name, subCategories: ['Paint', 'paint'] }),
        CATALOGUE_MESSAGES.duplicateSubCategory('paint'),
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await call(saveHelpTopic, body, admin.token);
      expect(answer.status, message).toBe(400);
      expect(answer.body).toEqual({ success: false, message });
    }
    const wrongType = await call(
      saveHelpTopic,
      topic(department.id, { dynamicFormDetails: { fields: [{ name: 'x', label: 'X', type: 'radio' }] } }),
      admin.token,
    );
    expect(wrongType.status).toBe(400);
    expect(await topicRows(name)).toEqual([]);
    // The same name is fine in another department.
    const other = await newDepartment();
    expect(
      (await call(saveHelpTopic, topic(other.id, { helpTopicName: taken.helpTopicName }), admin.token)).status,
    ).toBe(200);
  });

  it('answers 409 to a save on a stale version', async () => {
    const department = await newDepartment();
    const body = topic(department.id);
    const created = await call(saveHelpTopic, body, admin.token);
    const id = created.body.id;
    expect((await call(saveHelpTopic, { ...body, id, version: 1, module: 'One' }, admin.token)).status).toBe(200);
    const stale = await call(saveHelpTopic, { ...body, id, version: 1, module: 'Two' }, admin.token);
    expect(stale.status).toBe(409);
    expect((await topicRows(body.helpTopicName))[0]).toMatchObject({ module: 'One', version: 2 });
  });
});

describe('deactivation and form changes', () => {
  it('hides a deactivated help topic or department from New Ticket, while its tickets stay readable', async () => {
    const department = await newDepartment();
    const body = topic(department.id);
    const created = await call(saveHelpTopic, body, admin.token);
    const helpTopicId = String(created.body.id);
    const raised = await raiseOnTopic(department.id, helpTopicId, { room_number: '101', urgency: 'High' });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);

    const off = await call(saveHelpTopic, { ...body, id: helpTopicId, version: 1, active: false }, admin.token);
    expect(off.status).toBe(200);
    const offered = await call(findHelpTopicsByDepartmentId, { departmentId: department.id }, requester.token);
    expect(offered.body).toEqual([]);
    const all = await call(getHelpTopics, {}, requester.token);
    expect(all.body.map((each: { id: string }) => each.id)).not.toContain(helpTopicId);
    const refused = await raiseOnTopic(department.id, helpTopicId, { room_number: '102' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(INACTIVE_TOPIC_MESSAGE);
    const ticket = await call(getTicketByTicketId, { id: raised.body.id }, requester.token);
    expect(ticket.status).toBe(200);
    expect(ticket.body.helptopic.helpTopicName).toBe(body.helpTopicName);
    expect((await topicRows(body.helpTopicName))[0].active).toBe(false);

    // The topic back on, its department off: New Ticket offers neither.
    await call(saveHelpTopic, { ...body, id: helpTopicId, version: 2, active: true }, admin.token);
    const departmentOff = await call(
      saveDepartment,
      { id: department.id, departmentName: department.name, active: false, version: department.version },
      admin.token,
    );
    expect(departmentOff.status).toBe(200);
    const departments = await call(getDepartments, {}, requester.token);
    expect(departments.body.map((each: { id: string }) => each.id)).not.toContain(department.id);
    const topicsNow = await call(findHelpTopicsByDepartmentId, { departmentId: department.id }, requester.token);
    expect(topicsNow.body).toEqual([]);
    expect((await call(getTicketByTicketId, { id: raised.body.id }, requester.token)).status).toBe(200);
    expect((await departmentRows(department.name))[0]).toMatchObject({ active: false, version: 2 });
  });

  it('keeps the labels a ticket was raised with when the form changes', async () => {
    const department = await newDepartment();
    const body = topic(department.id);
    const helpTopicId = String((await call(saveHelpTopic, body, admin.token)).body.id);
    const raised = await raiseOnTopic(department.id, helpTopicId, { room_number: '7B', urgency: 'Low' });
    expect(raised.status).toBe(200);
    const changed = await call(
      saveHelpTopic,
      {
        ...body,
        id: helpTopicId,
        version: 1,
        dynamicFormDetails: { fields: [{ name: 'building', label: 'Building', type: 'text', mandatory: true }] },
      },
      admin.token,
    );
    expect(changed.status).toBe(200);
    // A later change to the ticket keeps the form it names (and the fields it leaves empty).
    const moved = await call(
      bulkUpdateStatus,
      { id: [String(raised.body.id)], ticketStatus: 'Work in progress' },
      others.central.token,
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const old = await call(getTicketByTicketId, { id: raised.body.id }, requester.token);
    expect(old.body.ticketStatus).toBe('Work in progress');
    expect(old.body.closedDate).toBeNull();
    expect(old.body.ticketSubCategory).toBeNull();
    expect(old.body.helptopic.dynamicFormDetails.fields.map((field: { label: string }) => field.label)).toEqual([
      'Room Number',
      'Urgency',
    ]);
    expect(old.body.dynamicFormFields).toEqual(['room_number,7B', 'urgency,Low']);
    const fresh = await raiseOnTopic(department.id, helpTopicId, { building: 'North' });
    expect(fresh.status, JSON.stringify(fresh.body)).toBe(200);
    const now = await call(getTicketByTicketId, { id: fresh.body.id }, requester.token);
    expect(now.body.helptopic.dynamicFormDetails.fields.map((field: { label: string }) => field.label)).toEqual([
      'Building',
    ]);
  });
});

describe('POST /api/ticketSource/save', () => {
  async function sourceRows(search: string) {
    const answer = await call(getTicketSourcesWithPagination, { searchParam: search }, admin.token);
    return answer.body.ticketSources as { id: string; sourceName: string; isDefault: boolean; active: boolean }[];
  }

  it('creates, refuses duplicates, moves the default flag and hides inactive sources', async () => {
    const name = unique('Kiosk');
    const created = await call(saveTicketSource, { sourceName: name }, admin.token);
    expect(created.body).toMatchObject({ success: true, message: CATALOGUE_MESSAGES.ticketSourceSaved, version: 1 });
    const duplicate = await call(saveTicketSource, { sourceName: 'portal' }, admin.token);
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.message).toBe(CATALOGUE_MESSAGES.duplicateSource('portal'));
    expect((await call(saveTicketSource, { sourceName: ' ' }, admin.token)).status).toBe(400);
    expect(await sourceRows(name)).toHaveLength(1);

    const portal = (await sourceRows('Portal'))[0] as Record<string, any>;
    expect(portal.isDefault).toBe(true);
    const offPortal = await call(
      saveTicketSource,
      { id: portal.id, sourceName: 'Portal', isDefault: true, active: false, version: portal.version },
      admin.token,
    );
    expect(offPortal.status).toBe(400);
    expect(offPortal.body.message).toBe(CATALOGUE_MESSAGES.defaultSourceInactive);

    // The new source becomes the default, then hands it back to Portal.
    const id = String(created.body.id);
    expect(
      (await call(saveTicketSource, { id, sourceName: name, isDefault: true, version: 1 }, admin.token)).status,
    ).toBe(200);
    expect((await sourceRows('Portal'))[0].isDefault).toBe(false);
    const portalNow = (await sourceRows('Portal'))[0] as Record<string, any>;
    const back = await call(
      saveTicketSource,
      { id: portal.id, sourceName: 'Portal', isDefault: true, version: portalNow.version },
      admin.token,
    );
    expect(back.status).toBe(200);
    const stale = await call(saveTicketSource, { id, sourceName: name, active: false, version: 1 }, admin.token);
    expect(stale.status).toBe(409);
    const off = await call(saveTicketSource, { id, sourceName: name, active: false, version: 3 }, admin.token);
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const offered = await call(getTicketSources, {}, agent.token);
    expect(offered.body.map((each: { sourceName: string }) => each.sourceName)).not.toContain(name);
    expect(offered.body.map((each: { sourceName: string }) => each.sourceName)).toContain('Portal');
  });
});

describe('canned responses', () => {
  it('lists the four built-in ones, which cannot be changed or deleted', async () => {
    const page = await call(getCannedResponsesWithPagination, { size: 4, page: 0 }, admin.token);
    expect(page.body.cannedResponses.map((row: { cannedName: string }) => row.cannedName)).toEqual([
      'Original Message',
      'Last Message',
      'Full Message',
      'Closing email',
    ]);
    const builtIn = page.body.cannedResponses[0];
    expect(builtIn.builtIn).toBe(true);
    const removed = await call(deleteCannedResponse, { id: builtIn.id, version: 0 }, admin.token);
    expect(removed.status).toBe(400);
    expect(removed.body.message).toBe(CATALOGUE_MESSAGES.builtInCanned);
    const edited = await call(saveCannedResponse, { id: builtIn.id, cannedName: 'X', message: 'Y' }, admin.token);
    expect(edited.status).toBe(400);
    const named = await call(saveCannedResponse, { cannedName: 'closing EMAIL', message: 'Hi' }, admin.token);
    expect(named.status).toBe(400);
    expect(named.body.message).toBe(CATALOGUE_MESSAGES.duplicateCanned('closing EMAIL'));
  });

  it('saves a custom response the agent picker offers, and deletes it on the version read', async () => {
    const name = unique('Thanks');
    const created = await call(
      saveCannedResponse,
      { cannedName: name, message: 'Thank you for your patience.' },
      admin.token,
    );
    expect(created.body).toMatchObject({ success: true, message: CATALOGUE_MESSAGES.cannedSaved, version: 1 });
    expect((await call(saveCannedResponse, { cannedName: name, message: 'Again' }, admin.token)).status).toBe(400);
    expect((await call(saveCannedResponse, { cannedName: unique('Empty'), message: ' ' }, admin.token)).status).toBe(
      400,
    );
    const names = await call(getCannedResponseNames, {}, agent.token);
    expect(names.body.slice(0, 4)).toEqual(['Original Message', 'Last Message', 'Full Message', 'Closing email']);
    expect(names.body).toContain(name);

    const raised = await call(saveTicket, requesterTicket(), requester.token);
    const text = await call(cannedResponse, { ticketId: raised.body.id, cannedFilterName: name }, admin.token);
    expect(text.status, JSON.stringify(text.body)).toBe(200);
    expect(text.body.message).toBe('Thank you for your patience.');

    const id = String(created.body.id);
    expect(
      (await call(saveCannedResponse, { id, cannedName: name, message: 'Edited', version: 1 }, admin.token)).status,
    ).toBe(200);
    const stale = await call(deleteCannedResponse, { id, version: 1 }, admin.token);
    expect(stale.status).toBe(409);
    const removed = await call(deleteCannedResponse, { id, version: 2 }, admin.token);
    expect(removed.body).toEqual({ success: true, message: CATALOGUE_MESSAGES.cannedDeleted });
    expect((await call(getCannedResponseNames, {}, agent.token)).body).not.toContain(name);
    const gone = await call(cannedResponse, { ticketId: raised.body.id, cannedFilterName: name }, admin.token);
    expect(gone.status).toBe(400);
  });
});

describe('SLA plans and office types', () => {
  afterAll(async () => {
    const current = await call(getCatalogueOptions, {}, admin.token);
    await call(
      saveCatalogueOptions,
      { slaDays: [...DEFAULT_SLA_DAYS], officeTypes: [...DEFAULT_OFFICE_TYPES], version: current.body.version },
      admin.token,
    );
  });

  it("serves the tenant's plans to New Ticket and enforces them", async () => {
    const before = await call(getCatalogueOptions, {}, admin.token);
    expect(before.body.slaDays).toEqual([...DEFAULT_SLA_DAYS]);
    expect(before.body.officeTypes).toEqual([...DEFAULT_OFFICE_TYPES]);
    const invalid = [
      [{ slaDays: [], officeTypes: [], version: before.body.version }, CATALOGUE_MESSAGES.slaPlansNeeded],
      [{ slaDays: [0, 3], officeTypes: [], version: before.body.version }, CATALOGUE_MESSAGES.slaPlanRange],
      [
        {
          slaDays: [3],
          officeTypes: [
            { name: 'Press', group: 'administrative' },
            { name: 'press', group: 'school' },
          ],
          version: before.body.version,
        },
        CATALOGUE_MESSAGES.duplicateOfficeType('press'),
      ],
    ] as const;
    for (const [body, message] of invalid) {
      const answer = await call(saveCatalogueOptions, body, admin.token);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    const days = DEFAULT_SLA_DAYS.filter((day) => day !== 30);
    const saved = await call(
      saveCatalogueOptions,
      {
        slaDays: days,
        officeTypes: [...DEFAULT_OFFICE_TYPES, { name: 'Hostel', group: 'school' }],
        version: before.body.version,
      },
      admin.token,
    );
    expect(saved.body).toEqual({
      success: true,
      message: CATALOGUE_MESSAGES.optionsSaved,
      version: before.body.version + 1,
    });
    const stale = await call(
      saveCatalogueOptions,
      { slaDays: [1], officeTypes: [], version: before.body.version },
      admin.token,
    );
    expect(stale.status).toBe(409);

    const options = await call(getTicketOptions, {}, requester.token);
    expect(options.body.slaPlans.map((plan: { label: string }) => plan.label)).not.toContain('30 Day');
    expect(options.body.slaPlans[0]).toEqual({ value: '1', label: '1 Day' });
    const refused = await call(saveTicket, requesterTicket(undefined, { slaPlan: '30' }), requester.token);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(SLA_NOT_OFFERED_MESSAGE);
    const after = await call(getCatalogueOptions, {}, admin.token);
    expect(after.body.officeTypes).toContainEqual({ name: 'Hostel', group: 'school' });
  });
});
