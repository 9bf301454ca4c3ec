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
import { CatalogueChangedError, type CatalogueEntry, writeCatalogue } from '../db/reference';
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

type EntryKind = Exclude<CatalogueEntry['kind'], 'options'>;
type RecordOf<K extends EntryKind> = Extract<CatalogueEntry, { kind: K }>['record'];
/** What a save sets besides the id, the active flag, the version and the stamp. */
type FieldsOf<K extends EntryKind> = Omit<RecordOf<K>, 'id' | 'active' | 'version' | 'updatedBy' | 'updatedAt'>;

interface EntryRules<T> {
  notFound: string;
  /** The other entries the saved one may not share its name with. */
  clashes: (other: T) => boolean;
  duplicate: string;
  saved: string;
}

/**
 * One entry saved into its list: the entry it replaces (checked against the version the admin
 * read) or the next free id; no other entry may share its name; the record takes the next version
 * and the actor's stamp. `fields` may refuse the save (it sees the id and the entry replaced).
 */
function savedEntry<K extends EntryKind>(
  kind: K,
  list: readonly RecordOf<K>[],
  input: { id?: string; version?: number; active: boolean },
  rules: EntryRules<RecordOf<K>>,
  fields: (place: { id: string; before?: RecordOf<K> }) => FieldsOf<K>,
  actor: Actor,
) {
  const before = input.id ? existing(list, input.id, input.version, rules.notFound) : undefined;
  const id = before?.id ?? nextId(list);
  if (list.some((other) => other.id !== id && rules.clashes(other))) throw badRequest(rules.duplicate);
  const version = (before?.version ?? 0) + 1;
  const record = { ...before, ...fields({ id, before }), id, active: input.active, version, ...stampOf(actor) };
  const answer: SavedAnswer = { success: true, message: rules.saved, id, version };
  // The record is whole (the fields plus what every entry holds); TypeScript cannot follow K through the union.
  const puts: CatalogueEntry[] = [{ kind, record } as unknown as CatalogueEntry];
  return { puts, answer };
}

const stampOf = (actor: Actor) => ({ updatedBy: actor.userId, updatedAt: new Date().toISOString() });

export function saveDepartment(input: SaveDepartmentInput, actor: Actor): Promise<SavedAnswer> {
  const departmentName = input.departmentName.trim();
  if (!departmentName) throw badRequest(CATALOGUE_MESSAGES.departmentNameNeeded);
  return catalogueWrite((data) =>
    savedEntry(
      'department',
      data.departments,
      input,
      {
        notFound: CATALOGUE_MESSAGES.departmentNotFound,
        clashes: (other) => sameName(other.departmentName, departmentName),
        duplicate: CATALOGUE_MESSAGES.duplicateDepartment(departmentName),
        saved: CATALOGUE_MESSAGES.departmentSaved,
      },
      () => ({ departmentName }),
      actor,
    ),
  );
}

export function saveHelpTopic(input: SaveHelpTopicInput, actor: Actor): Promise<SavedAnswer> {
  const helpTopicName = input.helpTopicName.trim();
  if (!input.departmentId) throw badRequest(CATALOGUE_MESSAGES.departmentNeeded);
  if (!helpTopicName) throw badRequest(CATALOGUE_MESSAGES.helpTopicNameNeeded);
  if (!input.module.trim()) throw badRequest(CATALOGUE_MESSAGES.categoryNeeded);
  const fields = input.dynamicFormDetails.fields;
  const problem = formProblem(fields) ?? subCategoriesProblem(input.subCategories);
  if (problem) throw badRequest(problem);
  return catalogueWrite((data) => {
    if (!data.departments.some((department) => department.id === input.departmentId))
      throw badRequest(CATALOGUE_MESSAGES.departmentNotFound);
    const days = slaDays(input.sla);
    if (days === undefined || !data.slaDays.includes(days)) throw badRequest(CATALOGUE_MESSAGES.slaNotOffered);
    return savedEntry(
      'helpTopic',
      data.helpTopics,
      input,
      {
        notFound: CATALOGUE_MESSAGES.helpTopicNotFound,
        clashes: (other) => other.departmentId === input.departmentId && sameName(other.helpTopicName, helpTopicName),
        duplicate: CATALOGUE_MESSAGES.duplicateHelpTopic(helpTopicName),
        saved: CATALOGUE_MESSAGES.helpTopicSaved,
      },
      () => ({
        helpTopicName,
        departmentId: input.departmentId,
        sla: String(days),
        module: input.module.trim(),
        subCategories: [...new Set(input.subCategories.map((name) => name.trim()).filter(Boolean))],
        dynamicFormDetails: { fields: fields.map(cleanField) as DynamicFormFieldDefinition[] },
      }),
      actor,
    );
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
    let isDefault = false;
    const { puts, answer } = savedEntry(
      'ticketSource',
      data.ticketSources,
      input,
      {
        notFound: CATALOGUE_MESSAGES.sourceNotFound,
        clashes: (other) => sameName(other.sourceName, sourceName),
        duplicate: CATALOGUE_MESSAGES.duplicateSource(sourceName),
        saved: CATALOGUE_MESSAGES.ticketSourceSaved,
      },
      ({ id, before }) => {
        const previousDefault = data.ticketSources.find(
          (source) => source.isDefault && source.active && source.id !== id,
        );
        isDefault = input.isDefault || !previousDefault;
        if (before?.isDefault && !input.isDefault && previousDefault === undefined)
          throw badRequest(CATALOGUE_MESSAGES.defaultSourceNeeded);
        if (isDefault && !input.active) throw badRequest(CATALOGUE_MESSAGES.defaultSourceInactive);
        return { sourceName, isDefault };
      },
      actor,
    );
    // The flag moves: the previous default loses it in the same write.
    for (const other of data.ticketSources) {
      if (isDefault && other.id !== answer.id && other.isDefault)
        puts.push({
          kind: 'ticketSource',
          record: { ...other, isDefault: false, version: other.version + 1, ...stampOf(actor) },
        });
    }
    return { puts, answer };
  });
}

export function saveCannedResponse(input: SaveCannedResponseInput, actor: Actor): Promise<SavedAnswer> {
  if (input.id?.startsWith(BUILT_IN_ID_PREFIX)) throw badRequest(CATALOGUE_MESSAGES.builtInCanned);
  const cannedName = input.cannedName.trim();
  const message = input.message.trim();
  if (!cannedName) throw badRequest(CATALOGUE_MESSAGES.cannedNameNeeded);
  if (!message) throw badRequest(CATALOGUE_MESSAGES.cannedMessageNeeded);
  if (isBuiltInCannedName(cannedName)) throw badRequest(CATALOGUE_MESSAGES.duplicateCanned(cannedName));
  return catalogueWrite((data) =>
    savedEntry(
      'cannedResponse',
      data.cannedResponses,
      input,
      {
        notFound: CATALOGUE_MESSAGES.cannedNotFound,
        clashes: (other) => sameName(other.cannedName, cannedName),
        duplicate: CATALOGUE_MESSAGES.duplicateCanned(cannedName),
        saved: CATALOGUE_MESSAGES.cannedSaved,
      },
      () => ({ cannedName, message }),
      actor,
    ),
  );
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
