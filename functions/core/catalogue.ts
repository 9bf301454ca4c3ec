import type {
  SaveCannedResponseInput,
  SaveDepartmentInput,
  SaveHelpTopicInput,
  SaveTicketSourceInput,
} from '../../shared/contract/catalogue';
import type { DynamicFormFieldDefinition } from '../../shared/contract/tickets';
import {
  BUILT_IN_CANNED_NAMES,
  CATALOGUE_MESSAGES,
  cleanField,
  formProblem,
  isBuiltInCannedName,
  type OfficeTypeOption,
  officeTypesProblem,
  sameName,
  slaDaysProblem,
  subCategoriesProblem,
} from '../../shared/domain/catalogue';
import { slaDays } from '../../shared/domain/tickets';
import {
  type CannedResponseRecord,
  CatalogueChangedError,
  type CatalogueEntry,
  type DepartmentRecord,
  type HelpTopicRecord,
  type TicketSourceRecord,
  writeCatalogue,
} from '../db/reference';
import { badRequest, conflict, notFound } from '../lib/errors';
import { type PageQuery, pageOfList } from './adminPaging';
import { forgetReferenceData, loadReferenceData, type ReferenceData, referenceData } from './reference';

/**
 * Catalogue administration (issue 13): the validation and writing of one department, help topic,
 * ticket source or canned response, used by the admin screens' endpoints and by the CSV import.
 * Each save reads the catalogue consistently, applies the rules (400, nothing written), checks the
 * version the admin read (409), and writes conditioned on the catalogue's stamp; when another save
 * got in between, it reads again and retries, so a rule is never checked against stale data.
 */

export interface Actor {
  userId: string;
}

export interface SavedAnswer {
  success: true;
  message: string;
  id: string;
  version: number;
}

interface Plan<T> {
  puts: CatalogueEntry[];
  deletes?: { kind: 'cannedResponse'; id: string }[];
  answer: T;
}

const ATTEMPTS = 4;

async function catalogueWrite<T>(plan: (data: ReferenceData) => Plan<T>): Promise<T> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const data = await loadReferenceData(true);
    const { puts, deletes, answer } = plan(data);
    try {
      await writeCatalogue(data.stamp, puts, deletes);
      forgetReferenceData();
      return answer;
    } catch (error) {
      if (!(error instanceof CatalogueChangedError)) throw error;
    }
  }
  throw conflict(CATALOGUE_MESSAGES.changed);
}

/** The entry an update names, checked against the version the admin read. */
function existing<T extends { id: string; version: number }>(
  list: readonly T[],
  id: string,
  version: number | undefined,
  notFoundMessage: string,
): T {
  const found = list.find((entry) => entry.id === id);
  if (!found) throw notFound(notFoundMessage);
  if (version === undefined) throw badRequest(CATALOGUE_MESSAGES.versionNeeded);
  if (version !== found.version) throw conflict(CATALOGUE_MESSAGES.changed);
  return found;
}

const nextId = (list: readonly { id: string }[]) =>
  String(list.reduce((highest, entry) => Math.max(highest, Number(entry.id) || 0), 0) + 1);

const stampOf = (actor: Actor) => ({ updatedBy: actor.userId, updatedAt: new Date().toISOString() });

export function saveDepartment(input: SaveDepartmentInput, actor: Actor): Promise<SavedAnswer> {
  const departmentName = input.departmentName.trim();
  if (!departmentName) throw badRequest(CATALOGUE_MESSAGES.departmentNameNeeded);
  return catalogueWrite((data) => {
    const before = input.id
      ? existing(data.departments, input.id, input.version, CATALOGUE_MESSAGES.departmentNotFound)
      : undefined;
    const id = before?.id ?? nextId(data.departments);
    if (data.departments.some((other) => other.id !== id && sameName(other.departmentName, departmentName)))
      throw badRequest(CATALOGUE_MESSAGES.duplicateDepartment(departmentName));
    const record: DepartmentRecord = {
      ...before,
      id,
      departmentName,
      active: input.active,
      version: (before?.version ?? 0) + 1,
      ...stampOf(actor),
    };
    return {
      puts: [{ kind: 'department', record }],
      answer: { success: true, message: CATALOGUE_MESSAGES.departmentSaved, id, version: record.version },
    };
  });
}

export function saveHelpTopic(input: SaveHelpTopicInput, actor: Actor): Promise<SavedAnswer> {
  const helpTopicName = input.helpTopicName.trim();
  if (!input.departmentId) throw badRequest(CATALOGUE_MESSAGES.departmentNeeded);
  if (!helpTopicName) throw badRequest(CATALOGUE_MESSAGES.helpTopicNameNeeded);
  const fields = input.dynamicFormDetails.fields;
  const problem = formProblem(fields) ?? subCategoriesProblem(input.subCategories);
  if (problem) throw badRequest(problem);
  return catalogueWrite((data) => {
    if (!data.departments.some((department) => department.id === input.departmentId))
      throw badRequest(CATALOGUE_MESSAGES.departmentNotFound);
    const days = slaDays(input.sla);
    if (days === undefined || !data.slaDays.includes(days)) throw badRequest(CATALOGUE_MESSAGES.slaNotOffered);
    const before = input.id
      ? existing(data.helpTopics, input.id, input.version, CATALOGUE_MESSAGES.helpTopicNotFound)
      : undefined;
    const id = before?.id ?? nextId(data.helpTopics);
    const clash = data.helpTopics.some(
      (other) =>
        other.id !== id && other.departmentId === input.departmentId && sameName(other.helpTopicName, helpTopicName),
    );
    if (clash) throw badRequest(CATALOGUE_MESSAGES.duplicateHelpTopic(helpTopicName));
    const record: HelpTopicRecord = {
      ...before,
      id,
      helpTopicName,
      departmentId: input.departmentId,
      sla: String(days),
      module: input.module.trim(),
      subCategories: [...new Set(input.subCategories.map((name) => name.trim()).filter(Boolean))],
      dynamicFormDetails: { fields: fields.map(cleanField) as DynamicFormFieldDefinition[] },
      active: input.active,
      version: (before?.version ?? 0) + 1,
      ...stampOf(actor),
    };
    return {
      puts: [{ kind: 'helpTopic', record }],
      answer: { success: true, message: CATALOGUE_MESSAGES.helpTopicSaved, id, version: record.version },
    };
  });
}

/**
 * One active source is always the default (non-agents' tickets take it): making a source the
 * default takes the flag from the previous one; the default cannot be deactivated or unflagged.
 * The first source of an empty tenant becomes the default.
 */
export function saveTicketSource(input: SaveTicketSourceInput, actor: Actor): Promise<SavedAnswer> {
  const sourceName = input.sourceName.trim();
  if (!sourceName) throw badRequest(CATALOGUE_MESSAGES.sourceNameNeeded);
  return catalogueWrite((data) => {
    const before = input.id
      ? existing(data.ticketSources, input.id, input.version, CATALOGUE_MESSAGES.sourceNotFound)
      : undefined;
    const id = before?.id ?? nextId(data.ticketSources);
    if (data.ticketSources.some((other) => other.id !== id && sameName(other.sourceName, sourceName)))
      throw badRequest(CATALOGUE_MESSAGES.duplicateSource(sourceName));
    const previousDefault = data.ticketSources.find((source) => source.isDefault && source.active && source.id !== id);
    const isDefault = input.isDefault || !previousDefault;
    if (before?.isDefault && !input.isDefault && previousDefault === undefined)
      throw badRequest(CATALOGUE_MESSAGES.defaultSourceNeeded);
    if (isDefault && !input.active) throw badRequest(CATALOGUE_MESSAGES.defaultSourceInactive);
    const record: TicketSourceRecord = {
      ...before,
      id,
      sourceName,
      isDefault,
      active: input.active,
      version: (before?.version ?? 0) + 1,
      ...stampOf(actor),
    };
    const puts: CatalogueEntry[] = [{ kind: 'ticketSource', record }];
    for (const other of data.ticketSources) {
      if (isDefault && other.id !== id && other.isDefault)
        puts.push({
          kind: 'ticketSource',
          record: { ...other, isDefault: false, version: other.version + 1, ...stampOf(actor) },
        });
    }
    return {
      puts,
      answer: { success: true, message: CATALOGUE_MESSAGES.ticketSourceSaved, id, version: record.version },
    };
  });
}

const BUILT_IN_ID_PREFIX = 'builtin-';

export function saveCannedResponse(input: SaveCannedResponseInput, actor: Actor): Promise<SavedAnswer> {
  if (input.id?.startsWith(BUILT_IN_ID_PREFIX)) throw badRequest(CATALOGUE_MESSAGES.builtInCanned);
  const cannedName = input.cannedName.trim();
  const message = input.message.trim();
  if (!cannedName) throw badRequest(CATALOGUE_MESSAGES.cannedNameNeeded);
  if (!message) throw badRequest(CATALOGUE_MESSAGES.cannedMessageNeeded);
  if (isBuiltInCannedName(cannedName)) throw badRequest(CATALOGUE_MESSAGES.duplicateCanned(cannedName));
  return catalogueWrite((data) => {
    const before = input.id
      ? existing(data.cannedResponses, input.id, input.version, CATALOGUE_MESSAGES.cannedNotFound)
      : undefined;
    const id = before?.id ?? nextId(data.cannedResponses);
    if (data.cannedResponses.some((other) => other.id !== id && sameName(other.cannedName, cannedName)))
      throw badRequest(CATALOGUE_MESSAGES.duplicateCanned(cannedName));
    const record: CannedResponseRecord = {
      ...before,
      id,
      cannedName,
      message,
      active: input.active,
      version: (before?.version ?? 0) + 1,
      ...stampOf(actor),
    };
    return {
      puts: [{ kind: 'cannedResponse', record }],
      answer: { success: true, message: CATALOGUE_MESSAGES.cannedSaved, id, version: record.version },
    };
  });
}

export function deleteCannedResponse(input: { id: string; version: number }) {
  if (input.id.startsWith(BUILT_IN_ID_PREFIX)) throw badRequest(CATALOGUE_MESSAGES.builtInCanned);
  return catalogueWrite((data) => {
    existing(data.cannedResponses, input.id, input.version, CATALOGUE_MESSAGES.cannedNotFound);
    return {
      puts: [],
      deletes: [{ kind: 'cannedResponse' as const, id: input.id }],
      answer: { success: true, message: CATALOGUE_MESSAGES.cannedDeleted },
    };
  });
}

/**
 * Decision: help topics whose default plan is no longer offered keep it; New Ticket then starts
 * with no plan chosen.
 */
export function saveCatalogueOptions(input: { slaDays: number[]; officeTypes: OfficeTypeOption[]; version: number }) {
  const days = [...new Set(input.slaDays)].sort((a, b) => a - b);
  const officeTypes = input.officeTypes.map((entry) => ({ name: entry.name.trim(), group: entry.group }));
  const problem = slaDaysProblem(days) ?? officeTypesProblem(officeTypes);
  if (problem) throw badRequest(problem);
  return catalogueWrite((data) => {
    if (input.version !== data.optionsVersion) throw conflict(CATALOGUE_MESSAGES.changed);
    const version = data.optionsVersion + 1;
    return {
      puts: [{ kind: 'options', record: { slaDays: days, officeTypes, version } }],
      answer: { success: true, message: CATALOGUE_MESSAGES.optionsSaved, version },
    };
  });
}

export async function catalogueOptions() {
  const data = await referenceData();
  return { slaDays: data.slaDays, officeTypes: data.officeTypes, version: data.optionsVersion };
}

/* The admin tables: every entry, inactive ones too; search, sort and 20-row pages. */

const activeSortKey = (entry: { active: boolean }) => (entry.active ? 0 : 1);

export async function departmentsPage(query: PageQuery) {
  const { departments } = await referenceData();
  const page = pageOfList(departments, query, {
    searchText: (department) => [department.departmentName],
    sortKeys: {
      id: (department) => Number(department.id),
      departmentName: (department) => department.departmentName.toLowerCase(),
      active: activeSortKey,
    },
    defaultSort: 'id',
    tieBreak: (department) => department.id.padStart(10, '0'),
  });
  return {
    tickets: page.items.map(({ id, departmentName, active, version }) => ({ id, departmentName, active, version })),
    currentPage: page.currentPage,
    totalItems: page.totalItems,
  };
}

export async function helpTopicsPage(query: PageQuery & { departmentId?: string }) {
  const data = await referenceData();
  const rows = data.helpTopics
    .filter((topic) => !query.departmentId || topic.departmentId === query.departmentId)
    .map((topic) => ({
      id: topic.id,
      helpTopicName: topic.helpTopicName,
      departmentId: topic.departmentId,
      departmentName: data.departmentNames.get(topic.departmentId) ?? '',
      sla: topic.sla,
      module: topic.module,
      dynamicFormDetails: topic.dynamicFormDetails,
      subCategories: topic.subCategories,
      active: topic.active,
      version: topic.version,
    }));
  const page = pageOfList(rows, query, {
    searchText: (topic) => [topic.helpTopicName, topic.departmentName, topic.module],
    sortKeys: {
      id: (topic) => Number(topic.id),
      helpTopicName: (topic) => topic.helpTopicName.toLowerCase(),
      departmentName: (topic) => topic.departmentName.toLowerCase(),
      module: (topic) => topic.module.toLowerCase(),
      sla: (topic) => Number(topic.sla),
      active: activeSortKey,
    },
    defaultSort: 'helpTopicName',
    tieBreak: (topic) => topic.id.padStart(10, '0'),
  });
  return { helpTopics: page.items, currentPage: page.currentPage, totalItems: page.totalItems };
}

export async function ticketSourcesPage(query: PageQuery) {
  const { ticketSources } = await referenceData();
  const page = pageOfList(ticketSources, query, {
    searchText: (source) => [source.sourceName],
    sortKeys: {
      id: (source) => Number(source.id),
      sourceName: (source) => source.sourceName.toLowerCase(),
      active: activeSortKey,
    },
    defaultSort: 'id',
    tieBreak: (source) => source.id.padStart(10, '0'),
  });
  return {
    ticketSources: page.items.map(({ id, sourceName, isDefault, active, version }) => ({
      id,
      sourceName,
      isDefault,
      active,
      version,
    })),
    currentPage: page.currentPage,
    totalItems: page.totalItems,
  };
}

const builtInRows = BUILT_IN_CANNED_NAMES.map((cannedName, index) => ({
  id: `${BUILT_IN_ID_PREFIX}${index + 1}`,
  cannedName,
  message: 'Built in: taken from the ticket when chosen',
  active: true,
  builtIn: true,
  version: 0,
}));

export async function cannedResponsesPage(query: PageQuery) {
  const { cannedResponses } = await referenceData();
  const rows = [
    ...builtInRows,
    ...cannedResponses.map(({ id, cannedName, message, active, version }) => ({
      id,
      cannedName,
      message,
      active,
      builtIn: false,
      version,
    })),
  ];
  const page = pageOfList(rows, query, {
    searchText: (row) => [row.cannedName, row.message],
    sortKeys: {
      cannedName: (row) => row.cannedName.toLowerCase(),
      active: activeSortKey,
      builtIn: (row) => (row.builtIn ? 0 : 1),
    },
    defaultSort: 'builtIn',
    tieBreak: (row) => (row.builtIn ? row.id : `~${row.id.padStart(10, '0')}`),
  });
  return { cannedResponses: page.items, currentPage: page.currentPage, totalItems: page.totalItems };
}

/** The agent's canned picker: the spec's four, then the active custom names in name order. */
export async function cannedNames(): Promise<string[]> {
  const { cannedResponses } = await referenceData();
  const custom = cannedResponses
    .filter((entry) => entry.active)
    .map((entry) => entry.cannedName)
    .sort((a, b) => a.localeCompare(b));
  return [...BUILT_IN_CANNED_NAMES, ...custom];
}

/** An active custom canned response by name (any case). */
export async function customCannedText(name: string): Promise<string | undefined> {
  const { cannedResponses } = await referenceData();
  return cannedResponses.find((entry) => entry.active && sameName(entry.cannedName, name))?.message;
}
