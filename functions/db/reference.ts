import type { DynamicFormFieldDefinition } from '../../shared/contract/ticketShapes';
import type { OfficeTypeOption } from '../../shared/domain/catalogue';
import { tableName } from './client';
import {
  cannedResponseKey,
  catalogueOptionsKey,
  catalogueStampKey,
  departmentKey,
  helpTopicKey,
  REFERENCE_PARTITION,
  referencePrefix,
  ticketSourceKey,
} from './keys';
import { cancellationCodes, getItem, putItem, queryAll, stripKeys, type TransactItem, transactWrite } from './query';

/**
 * The catalogue: departments, help topics, ticket sources, custom canned responses and the tenant's
 * SLA plans and office types, all small, kept in one partition and read with one query. A stamp
 * item in the same partition changes with every catalogue write: writes are conditioned on the
 * stamp they read (so checks across entries, such as unique names, hold), and readers that cache
 * the lists compare stamps to know when to read again.
 */

interface Versioned {
  /** Inactive entries stay for the tickets that name them, out of New Ticket's lists. */
  active: boolean;
  /** Bumped by every save; a save names the version it read. */
  version: number;
  updatedBy?: string;
  updatedAt?: string;
}

export interface DepartmentRecord extends Versioned {
  id: string;
  departmentName: string;
}

export interface HelpTopicRecord extends Versioned {
  id: string;
  helpTopicName: string;
  departmentId: string;
  sla: string;
  module: string;
  dynamicFormDetails: { fields: DynamicFormFieldDefinition[] };
  subCategories: string[];
}

export interface TicketSourceRecord extends Versioned {
  id: string;
  sourceName: string;
  isDefault: boolean;
}

export interface CannedResponseRecord extends Versioned {
  id: string;
  cannedName: string;
  message: string;
}

export interface CatalogueOptionsRecord {
  slaDays: number[];
  officeTypes: OfficeTypeOption[];
  version: number;
}

export interface CatalogueRecords {
  departments: DepartmentRecord[];
  helpTopics: HelpTopicRecord[];
  ticketSources: TicketSourceRecord[];
  cannedResponses: CannedResponseRecord[];
  /** Undefined until an admin saves them: the domain's defaults apply. */
  options: CatalogueOptionsRecord | undefined;
  stamp: number;
}

/** Entries written before issue 13 (the demo seed) carry neither flag: active, version 0. */
const versioned = <T>(item: Record<string, unknown>): T => ({ active: true, version: 0, ...item }) as unknown as T;

/** The whole catalogue; `consistent` for a write's checks. */
export async function readCatalogue(consistent = false): Promise<CatalogueRecords> {
  const found: CatalogueRecords = {
    departments: [],
    helpTopics: [],
    ticketSources: [],
    cannedResponses: [],
    options: undefined,
    stamp: 0,
  };
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': REFERENCE_PARTITION },
    ConsistentRead: consistent,
  });
  for (const item of items) {
    const rest = stripKeys<Record<string, unknown>>(item);
    const sortKey = String(item.SK);
    if (sortKey.startsWith(referencePrefix.department)) found.departments.push(versioned(rest));
    else if (sortKey.startsWith(referencePrefix.helpTopic)) found.helpTopics.push(versioned(rest));
    else if (sortKey.startsWith(referencePrefix.ticketSource)) found.ticketSources.push(versioned(rest));
    else if (sortKey.startsWith(referencePrefix.cannedResponse)) found.cannedResponses.push(versioned(rest));
    else if (sortKey === catalogueOptionsKey().SK) found.options = rest as unknown as CatalogueOptionsRecord;
    else if (sortKey === catalogueStampKey().SK) found.stamp = Number(rest.stamp ?? 0);
  }
  return found;
}

/** The catalogue's stamp (0 before any catalogue write): one small read. */
export async function readCatalogueStamp(): Promise<number> {
  const item = await getItem(catalogueStampKey());
  return Number(item?.stamp ?? 0);
}

/** The catalogue changed since it was read: the caller reads again and retries, or reports. */
export class CatalogueChangedError extends Error {}

export type CatalogueEntry =
  | { kind: 'department'; record: DepartmentRecord }
  | { kind: 'helpTopic'; record: HelpTopicRecord }
  | { kind: 'ticketSource'; record: TicketSourceRecord }
  | { kind: 'cannedResponse'; record: CannedResponseRecord }
  | { kind: 'options'; record: CatalogueOptionsRecord };

const keyOf = (entry: CatalogueEntry) => {
  switch (entry.kind) {
    case 'department':
      return departmentKey(entry.record.id);
    case 'helpTopic':
      return helpTopicKey(entry.record.id);
    case 'ticketSource':
      return ticketSourceKey(entry.record.id);
    case 'cannedResponse':
      return cannedResponseKey(entry.record.id);
    case 'options':
      return catalogueOptionsKey();
  }
};

/**
 * Writes catalogue entries (and deletes custom canned responses) together with the next stamp,
 * all or nothing, only if the stamp is still the one read with the entries' checks.
 */
export async function writeCatalogue(
  readStamp: number,
  puts: CatalogueEntry[],
  deletes: { kind: 'cannedResponse'; id: string }[] = [],
): Promise<void> {
  const items: TransactItem[] = [
    {
      Update: {
        TableName: tableName(),
        Key: catalogueStampKey(),
        UpdateExpression: 'SET stamp = :next, entity = :entity',
        ConditionExpression: readStamp === 0 ? 'attribute_not_exists(stamp)' : 'stamp = :read',
        ExpressionAttributeValues: {
          ':next': readStamp + 1,
          ':entity': 'catalogueStamp',
          ...(readStamp === 0 ? {} : { ':read': readStamp }),
        },
      },
    },
    ...puts.map(
      (entry): TransactItem => ({
        Put: { TableName: tableName(), Item: { ...keyOf(entry), entity: entry.kind, ...entry.record } },
      }),
    ),
    ...deletes.map((entry): TransactItem => ({ Delete: { TableName: tableName(), Key: cannedResponseKey(entry.id) } })),
  ];
  try {
    await transactWrite(items);
  } catch (error) {
    if (cancellationCodes(error)?.[0] === 'ConditionalCheckFailed') throw new CatalogueChangedError();
    throw error;
  }
}

type Seeded<T extends Versioned> = Omit<T, keyof Versioned> & Partial<Versioned>;
export type HelpTopicSeed = Seeded<HelpTopicRecord>;

/** Seed writes (the demo tenant): a fresh table, nothing cached yet, so no stamp is needed. */
async function putEntry(key: Record<string, string>, entity: string, record: object) {
  await putItem({ ...key, entity, ...record });
}

export const putDepartment = (department: Seeded<DepartmentRecord>) =>
  putEntry(departmentKey(department.id), 'department', department);
export const putHelpTopic = (helpTopic: Seeded<HelpTopicRecord>) =>
  putEntry(helpTopicKey(helpTopic.id), 'helpTopic', helpTopic);
export const putTicketSource = (source: Seeded<TicketSourceRecord>) =>
  putEntry(ticketSourceKey(source.id), 'ticketSource', source);
