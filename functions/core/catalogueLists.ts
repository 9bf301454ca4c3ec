import { BUILT_IN_CANNED_NAMES, sameName } from '../../shared/domain/catalogue';
import { type ListRules, type PageQuery, pageOfList } from './adminPaging';
import { referenceData } from './reference';

/**
 * The catalogue as the admin screens and agents read it (issue 13): the options, the admin tables
 * (every entry, inactive ones too), the canned response names and texts. Writes: catalogue.ts.
 */

/** The ids the built-in canned responses are listed under (never stored, never saved). */
export const BUILT_IN_ID_PREFIX = 'builtin-';

export async function catalogueOptions() {
  const data = await referenceData();
  return { slaDays: data.slaDays, officeTypes: data.officeTypes, version: data.optionsVersion };
}

/* The admin tables: every entry, inactive ones too; search, sort and 20-row pages. */

const activeSortKey = (entry: { active: boolean }) => (entry.active ? 0 : 1);

/** A catalogue table: its own columns, plus sorts by number (the default) and active flag; ties by number. */
function catalogueTable<T extends { id: string; active: boolean }>(
  entries: readonly T[],
  query: PageQuery,
  rules: Pick<ListRules<T>, 'searchText' | 'sortKeys'> & Partial<Pick<ListRules<T>, 'defaultSort'>>,
) {
  return pageOfList(entries, query, {
    ...rules,
    sortKeys: { id: (entry) => Number(entry.id), active: activeSortKey, ...rules.sortKeys },
    defaultSort: rules.defaultSort ?? 'id',
    tieBreak: (entry) => entry.id.padStart(10, '0'),
  });
}

export async function departmentsPage(query: PageQuery) {
  const { departments } = await referenceData();
  const { items, ...paging } = catalogueTable(departments, query, {
    searchText: (department) => [department.departmentName],
    sortKeys: { departmentName: (department) => department.departmentName.toLowerCase() },
  });
  return {
    tickets: items.map(({ id, departmentName, active, version }) => ({ id, departmentName, active, version })),
    ...paging,
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
  const { items, ...paging } = catalogueTable(rows, query, {
    searchText: (topic) => [topic.helpTopicName, topic.departmentName, topic.module],
    sortKeys: {
      helpTopicName: (topic) => topic.helpTopicName.toLowerCase(),
      departmentName: (topic) => topic.departmentName.toLowerCase(),
      module: (topic) => topic.module.toLowerCase(),
      sla: (topic) => Number(topic.sla),
    },
    defaultSort: 'helpTopicName',
  });
  return { helpTopics: items, ...paging };
}

export async function ticketSourcesPage(query: PageQuery) {
  const { ticketSources } = await referenceData();
  const { items, ...paging } = catalogueTable(ticketSources, query, {
    searchText: (source) => [source.sourceName],
    sortKeys: { sourceName: (source) => source.sourceName.toLowerCase() },
  });
  const rows = items.map(({ id, sourceName, isDefault, active, version }) => ({
    id,
    sourceName,
    isDefault,
    active,
    version,
  }));
  return { ticketSources: rows, ...paging };
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
