import type {
  SaveCannedResponseInput,
  SaveDepartmentInput,
  SaveHelpTopicInput,
  SaveTicketSourceInput,
} from '../../shared/contract/catalogue';
import type { DynamicFormFieldDefinition } from '../../shared/contract/ticketShapes';
import {
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
import { BUILT_IN_ID_PREFIX } from './catalogueLists';
import { forgetReferenceData, loadReferenceData, type ReferenceData } from './reference';

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

/**
 * Where a save lands in its list: the entry it replaces (checked against the version the admin
 * read) or the next free id, and the version the saved record gets. No other entry may share its
 * name (`sameName` says which do).
 */
function placeOf<T extends { id: string; version: number }>(
  list: readonly T[],
  input: { id?: string; version?: number },
  notFoundMessage: string,
  sameName: (other: T) => boolean,
  duplicateMessage: string,
) {
  const before = input.id ? existing(list, input.id, input.version, notFoundMessage) : undefined;
  const id = before?.id ?? nextId(list);
  if (list.some((other) => other.id !== id && sameName(other))) throw badRequest(duplicateMessage);
  return { before, id, version: (before?.version ?? 0) + 1 };
}

const stampOf = (actor: Actor) => ({ updatedBy: actor.userId, updatedAt: new Date().toISOString() });

export function saveDepartment(input: SaveDepartmentInput, actor: Actor): Promise<SavedAnswer> {
  const departmentName = input.departmentName.trim();
  if (!departmentName) throw badRequest(CATALOGUE_MESSAGES.departmentNameNeeded);
  return catalogueWrite((data) => {
    const { before, id, version } = placeOf(
      data.departments,
      input,
      CATALOGUE_MESSAGES.departmentNotFound,
      (other) => sameName(other.departmentName, departmentName),
      CATALOGUE_MESSAGES.duplicateDepartment(departmentName),
    );
    const record: DepartmentRecord = {
      ...before,
      id,
      departmentName,
      active: input.active,
      version,
      ...stampOf(actor),
    };
    return {
      puts: [{ kind: 'department', record }],
      answer: { success: true, message: CATALOGUE_MESSAGES.departmentSaved, id, version },
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
    const { before, id, version } = placeOf(
      data.helpTopics,
      input,
      CATALOGUE_MESSAGES.helpTopicNotFound,
      (other) => other.departmentId === input.departmentId && sameName(other.helpTopicName, helpTopicName),
      CATALOGUE_MESSAGES.duplicateHelpTopic(helpTopicName),
    );
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
      version,
      ...stampOf(actor),
    };
    return {
      puts: [{ kind: 'helpTopic', record }],
      answer: { success: true, message: CATALOGUE_MESSAGES.helpTopicSaved, id, version },
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
    const { before, id, version } = placeOf(
      data.ticketSources,
      input,
      CATALOGUE_MESSAGES.sourceNotFound,
      (other) => sameName(other.sourceName, sourceName),
      CATALOGUE_MESSAGES.duplicateSource(sourceName),
    );
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
      version,
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
      answer: { success: true, message: CATALOGUE_MESSAGES.ticketSourceSaved, id, version },
    };
  });
}

export function saveCannedResponse(input: SaveCannedResponseInput, actor: Actor): Promise<SavedAnswer> {
  if (input.id?.startsWith(BUILT_IN_ID_PREFIX)) throw badRequest(CATALOGUE_MESSAGES.builtInCanned);
  const cannedName = input.cannedName.trim();
  const message = input.message.trim();
  if (!cannedName) throw badRequest(CATALOGUE_MESSAGES.cannedNameNeeded);
  if (!message) throw badRequest(CATALOGUE_MESSAGES.cannedMessageNeeded);
  if (isBuiltInCannedName(cannedName)) throw badRequest(CATALOGUE_MESSAGES.duplicateCanned(cannedName));
  return catalogueWrite((data) => {
    const { before, id, version } = placeOf(
      data.cannedResponses,
      input,
      CATALOGUE_MESSAGES.cannedNotFound,
      (other) => sameName(other.cannedName, cannedName),
      CATALOGUE_MESSAGES.duplicateCanned(cannedName),
    );
    const record: CannedResponseRecord = {
      ...before,
      id,
      cannedName,
      message,
      active: input.active,
      version,
      ...stampOf(actor),
    };
    return {
      puts: [{ kind: 'cannedResponse', record }],
      answer: { success: true, message: CATALOGUE_MESSAGES.cannedSaved, id, version },
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
