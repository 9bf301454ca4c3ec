import {
  type DepartmentRecord,
  type HelpTopicRecord,
  listDepartments,
  listHelpTopics,
  listTicketSources,
  type TicketSourceRecord,
} from '../db/reference';

/**
 * Reference lists change rarely and are read on nearly every request: each warm function keeps
 * them for a minute.
 */

export interface ReferenceData {
  departments: DepartmentRecord[];
  helpTopics: HelpTopicRecord[];
  ticketSources: TicketSourceRecord[];
  departmentNames: Map<string, string>;
}

const TTL_MS = 60_000;
let cached: { at: number; data: Promise<ReferenceData> } | undefined;

async function load(): Promise<ReferenceData> {
  const [departments, helpTopics, ticketSources] = await Promise.all([
    listDepartments(),
    listHelpTopics(),
    listTicketSources(),
  ]);
  const byId = <T extends { id: string }>(list: T[]) =>
    list.sort((a, b) => Number(a.id) - Number(b.id) || a.id.localeCompare(b.id));
  return {
    departments: byId(departments),
    helpTopics: byId(helpTopics),
    ticketSources: byId(ticketSources),
    departmentNames: new Map(departments.map((department) => [department.id, department.departmentName])),
  };
}

export function referenceData(): Promise<ReferenceData> {
  if (!cached || Date.now() - cached.at > TTL_MS) {
    const data = load();
    cached = { at: Date.now(), data };
    data.catch(() => {
      cached = undefined;
    });
  }
  return cached.data;
}

export const helpTopicsOfDepartment = (data: ReferenceData, departmentIds: string[]) =>
  data.helpTopics.filter((topic) => departmentIds.includes(topic.departmentId));
