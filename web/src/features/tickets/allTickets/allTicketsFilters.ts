import {
  type FilterParams,
  filterParams,
  filtersFromSaved,
  type ListView,
  type OverdueChoice,
  pageQuery,
  type SavedSetting,
  type TicketListFilters,
} from '@/lib/ticketListFilters';

/**
 * The All Tickets filters (tickets spec 2.5): every My Tickets filter plus help topic and assignee,
 * saved under settingType 'allTickets' with the same setting names, plus 'helpTopic', 'assignee' and
 * 'frBreached' (issue 18: "FR breached", Yes '1' / No '2', '' for both).
 */

export const ALL_TICKETS_PATH = '/allTickets';

export interface AssigneeFilter {
  id: string;
  fullName: string;
}

export interface AllTicketsFilters extends TicketListFilters {
  /** '' for every help topic. */
  helpTopicId: string;
  assignee?: AssigneeFilter;
  /** "FR breached" (issue 18): '1' Yes, '2' No, '' for both. */
  frBreached: OverdueChoice;
}

export const EXTRA_SETTING_NAMES = { helpTopic: 'helpTopic', assignee: 'assignee', frBreached: 'frBreached' } as const;

/** A saved Yes/No choice ('1' / '2'), '' for anything else. */
export const savedChoice = (value: unknown): OverdueChoice => (value === '1' || value === '2' ? value : '');

function savedAssignee(value: unknown): AssigneeFilter | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, fullName } = value as Record<string, unknown>;
  if ((typeof id !== 'string' && typeof id !== 'number') || String(id) === '') return undefined;
  return { id: String(id), fullName: typeof fullName === 'string' ? fullName : String(id) };
}

export function allTicketsFiltersFromSaved(
  values: Readonly<Record<string, unknown>>,
  now: Date = new Date(),
): AllTicketsFilters {
  const helpTopic = values[EXTRA_SETTING_NAMES.helpTopic];
  const assignee = savedAssignee(values[EXTRA_SETTING_NAMES.assignee]);
  return {
    ...filtersFromSaved(values, now),
    helpTopicId: typeof helpTopic === 'string' || typeof helpTopic === 'number' ? String(helpTopic) : '',
    frBreached: savedChoice(values[EXTRA_SETTING_NAMES.frBreached]),
    ...(assignee ? { assignee } : {}),
  };
}

export const frBreachedSetting = (frBreached: OverdueChoice): SavedSetting => [
  EXTRA_SETTING_NAMES.frBreached,
  frBreached,
];

export const helpTopicSetting = (helpTopicId: string): SavedSetting => [EXTRA_SETTING_NAMES.helpTopic, helpTopicId];

/** Saved with the name, so the typeahead shows it again; null when cleared. */
export const assigneeSetting = (assignee: AssigneeFilter | undefined): SavedSetting => [
  EXTRA_SETTING_NAMES.assignee,
  assignee ? { id: assignee.id, fullName: assignee.fullName } : null,
];

export interface AllTicketsParams extends FilterParams {
  helpTopicId?: string;
  assigneeId?: string;
  isFirstResponseBreached?: '1' | '2';
}

/** The filter part of the list query and of the export (GET /api/dataExport/download). */
export function allTicketsParams(filters: AllTicketsFilters): AllTicketsParams {
  return {
    ...filterParams(filters),
    ...(filters.helpTopicId ? { helpTopicId: filters.helpTopicId } : {}),
    ...(filters.assignee ? { assigneeId: filters.assignee.id } : {}),
    ...(filters.frBreached ? { isFirstResponseBreached: filters.frBreached } : {}),
  };
}

/** getAllTicketsForCentralPool: paging, search and sort of the table, then the filters. */
export function allTicketsQuery(filters: AllTicketsFilters, view: ListView, size = 20) {
  return { ...pageQuery(view, size), ...allTicketsParams(filters) };
}

/**
 * A department change keeps the chosen help topic only when it belongs to the new department
 * (the help topic list follows the department).
 */
export function helpTopicAfterDepartment(
  helpTopicId: string,
  departmentId: string,
  topics: readonly { id: string; departmentId: string }[],
): string {
  if (!helpTopicId || !departmentId) return helpTopicId;
  const topic = topics.find((each) => each.id === helpTopicId);
  return topic && topic.departmentId === departmentId ? helpTopicId : '';
}
