import {
  DEFAULT_OFFICE_TYPES,
  DEFAULT_SLA_DAYS,
  type OfficeTypeOption,
  slaPlanOptions,
} from '../../shared/domain/catalogue';
import { worksTickets } from '../../shared/domain/roles';
import { agentSettableStatuses, requesterSettableStatuses, ticketCategories } from '../../shared/domain/statuses';
import {
  type CannedResponseRecord,
  type DepartmentRecord,
  type HelpTopicRecord,
  readCatalogue,
  readCatalogueStamp,
  type TicketSourceRecord,
} from '../db/reference';
import type { Caller } from '../lib/auth';
import { notFound } from '../lib/errors';
import { forgetInRequest, onceInRequest } from '../lib/requestScope';

/**
 * Reference lists change rarely and are read on nearly every request: each warm function keeps
 * them, and checks the catalogue's stamp (one small read) before using them, so an admin's save
 * (issue 13) is seen by every function on its next request. A minute-old copy is read again anyway.
 * One request checks the stamp once, however many of its rules ask for the lists.
 */

export interface ReferenceData {
  /** Every entry, inactive ones too: tickets keep naming them. */
  departments: DepartmentRecord[];
  helpTopics: HelpTopicRecord[];
  ticketSources: TicketSourceRecord[];
  cannedResponses: CannedResponseRecord[];
  departmentNames: Map<string, string>;
  /** The tenant's SLA plans in days and office types (the domain's defaults until saved). */
  slaDays: number[];
  officeTypes: OfficeTypeOption[];
  optionsVersion: number;
  stamp: number;
}

const TTL_MS = 60_000;
/** The copy's age on a clock that only moves forward (the demo quarter pins `Date` to the past). */
const monotonicNow = () => performance.now();
let cached: { at: number; data: Promise<ReferenceData> } | undefined;

const byId = <T extends { id: string }>(list: T[]) =>
  list.sort((a, b) => Number(a.id) - Number(b.id) || a.id.localeCompare(b.id));

export async function loadReferenceData(consistent = false): Promise<ReferenceData> {
  const catalogue = await readCatalogue(consistent);
  return {
    departments: byId(catalogue.departments),
    helpTopics: byId(catalogue.helpTopics),
    ticketSources: byId(catalogue.ticketSources),
    cannedResponses: byId(catalogue.cannedResponses),
    departmentNames: new Map(catalogue.departments.map((department) => [department.id, department.departmentName])),
    slaDays: catalogue.options?.slaDays ?? [...DEFAULT_SLA_DAYS],
    officeTypes: catalogue.options?.officeTypes ?? [...DEFAULT_OFFICE_TYPES],
    optionsVersion: catalogue.options?.version ?? 0,
    stamp: catalogue.stamp,
  };
}

function reload(): Promise<ReferenceData> {
  const data = loadReferenceData();
  const entry = { at: monotonicNow(), data };
  cached = entry;
  data.catch(() => {
    if (cached === entry) cached = undefined;
  });
  return data;
}

const REQUEST_KEY = 'referenceData';

export function referenceData(): Promise<ReferenceData> {
  return onceInRequest(REQUEST_KEY, async () => {
    if (!cached || monotonicNow() - cached.at > TTL_MS) return reload();
    const [data, stamp] = await Promise.all([cached.data, readCatalogueStamp()]);
    return data.stamp === stamp ? data : reload();
  });
}

/** Forgets the copy (after this function wrote the catalogue). */
export function forgetReferenceData() {
  cached = undefined;
  forgetInRequest(REQUEST_KEY);
}

export const helpTopicsOfDepartment = (data: ReferenceData, departmentIds: string[]) =>
  data.helpTopics.filter((topic) => departmentIds.includes(topic.departmentId));

/** What New Ticket offers (issue 13): active departments, and their active help topics. */
export function activeCatalogue(data: ReferenceData) {
  const departments = data.departments.filter((department) => department.active);
  const activeIds = new Set(departments.map((department) => department.id));
  return {
    departments,
    helpTopics: data.helpTopics.filter((topic) => topic.active && activeIds.has(topic.departmentId)),
    ticketSources: data.ticketSources.filter((source) => source.active),
  };
}

export const slaPlansOf = (data: ReferenceData) => slaPlanOptions(data.slaDays);

export async function helpTopicById(id: string) {
  const topic = (await referenceData()).helpTopics.find((entry) => entry.id === id);
  if (!topic) throw notFound(`Help topic ${id} was not found.`);
  return topic;
}

/** The statuses the caller may set (by role), the ticket categories and the tenant's SLA plans. */
export async function ticketOptionsFor(caller: Caller) {
  return {
    settableStatuses: [...(worksTickets(caller.flags) ? agentSettableStatuses : requesterSettableStatuses)],
    ticketCategories: [...ticketCategories],
    // The tenant's SLA plans (issue 13): the spec's 1 to 30 days until an admin changes them.
    slaPlans: slaPlansOf(await referenceData()),
  };
}
