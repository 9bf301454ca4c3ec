import { runSortDigests } from '../../functions/core/sortDigests';
import { batchWrite } from '../../functions/db/batch';
import { recordEscalation } from '../../functions/db/escalations';
import { raiseSequenceTo } from '../../functions/db/idSequences';
import { createTeam } from '../../functions/db/teams';
import { ticketImportItems } from '../../functions/db/ticketImport';
import { markSortIndexesComplete, requesterSearchKeys } from '../../functions/db/ticketIndexes';
import { newTicketRecord, type ThreadEntryRecord } from '../../functions/db/ticketRecord';
import type { TicketRow } from '../../functions/db/ticketRows';
import { statsImport } from '../../functions/db/ticketStats';
import { type UserRecord, userImportItems } from '../../functions/db/users';
import { mapWithConcurrency } from '../../functions/lib/concurrency';
import { hashPassword } from '../../functions/lib/passwords';
import { seededRandom } from '../../infra/local/seededRandom';
import { agentSettableStatuses, type TicketStatus } from '../../shared/domain/statuses';
import { dueDateFrom, slaLabel } from '../../shared/domain/tickets';

/**
 * A tenant at scale, reproducible from a seed: requesters across branches and office types,
 * agents per department, tickets spread over the days with statuses that age, replies, internal
 * notes and escalations. Written with batched writes, straight into the table.
 */

export interface GenerateOptions {
  days: number;
  perDay: number;
  seed: number;
  log: (line: string) => void;
}

const branches = [
  'Hyderabad North',
  'Hyderabad South',
  'Warangal',
  'Vijayawada',
  'Guntur',
  'Nellore',
  'Tirupati',
  'Vizag',
  'Karimnagar',
  'Khammam',
];
const officeTypes = ['School', 'College', 'Junior College', 'Central Office', 'Zonal Office', 'Warehouse'];
/** The bench tenant's departments (the run's correctness check sorts by their names). */
export const departments = [
  {
    id: '1',
    name: 'IT Support',
    topics: [
      { id: '1', name: 'Laptop / Desktop Issue', sla: 2 },
      { id: '2', name: 'Email / Account Access', sla: 1 },
    ],
  },
  { id: '2', name: 'Facilities', topics: [{ id: '3', name: 'Electrical / Maintenance', sla: 3 }] },
  { id: '3', name: 'Accounts', topics: [{ id: '4', name: 'Salary / Reimbursement', sla: 5 }] },
  { id: '4', name: 'Human Resources', topics: [{ id: '5', name: 'Leave / Attendance', sla: 2 }] },
];

export const BENCH_PASSWORD = 'Bench@1234';
export const REQUESTERS = 2000;
export const AGENTS_PER_DEPARTMENT = 15;

/** Batches of 25 puts, a fixed number in flight (a pool, so one slow batch does not stall the rest). */
async function writeAll(items: Record<string, unknown>[]) {
  const chunks: Record<string, unknown>[][] = [];
  for (let start = 0; start < items.length; start += 25) chunks.push(items.slice(start, start + 25));
  await mapWithConcurrency(chunks, 16, (chunk) => batchWrite(chunk.map((Item) => ({ PutRequest: { Item } }))));
}

export interface GeneratedTenant {
  agentIds: string[];
  /** Leads one department team each; the head lead co-leads all four and leads the service desk above them. */
  leadEmails: string[];
  headLeadEmail: string;
  departmentTeamIds: string[];
  serviceDeskTeamId: string;
  requesterIds: string[];
  agentEmails: string[];
  tickets: number;
  /** What each ticket of the last 181 days holds as generated: the truth the bench checks answers against. */
  facts: TicketFact[];
}

/** A generated ticket as the lists see it (its list row's fields), with the requester's search keys. */
export type TicketFact = Pick<
  TicketRow,
  | 'id'
  | 'createdAt'
  | 'status'
  | 'departmentId'
  | 'helpTopicId'
  | 'assigneeId'
  | 'assigneeName'
  | 'mobile'
  | 'subject'
  | 'fullName'
  | 'branch'
  | 'schCol'
  | 'closedBy'
> & {
  email: string;
  employeeNo: string;
  /** ISO times, '' when none (as the lists sort them). */
  dueDate: string;
  closedDate: string;
  firstResponseAt: string;
};

export async function generateTenant(options: GenerateOptions): Promise<GeneratedTenant> {
  const next = seededRandom(options.seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const now = Date.now();
  const stamp = new Date(now).toISOString();

  const agents: UserRecord[] = [];
  const requesters: UserRecord[] = [];
  let userId = 1000;
  for (const department of departments) {
    for (let index = 0; index < AGENTS_PER_DEPARTMENT; index += 1) {
      userId += 1;
      agents.push({
        id: String(userId),
        email: `agent${userId}@bench.local`,
        fullName: `Agent ${userId}`,
        openId: `b${userId}`,
        mobile: `97${String(userId).padStart(8, '0')}`,
        officeType: 'Central Office',
        designation: 'Engineer',
        helpdeskRole: 'agent',
        branch: pick(branches),
        openDepartmentId: department.id,
        employeeId: `B${userId}`,
        passwordHash,
        createdAt: stamp,
        updatedAt: stamp,
      });
    }
  }
  const lead = (role: string): UserRecord => {
    userId += 1;
    return {
      ...agents[0],
      id: String(userId),
      email: `lead${userId}@bench.local`,
      fullName: `Lead ${userId}`,
      openId: `b${userId}`,
      mobile: `95${String(userId).padStart(8, '0')}`,
      helpdeskRole: role,
      employeeId: `B${userId}`,
    };
  };
  const departmentLeads = departments.map(() => lead('team lead'));
  const headLead = lead('team lead');
  for (let index = 0; index < REQUESTERS; index += 1) {
    userId += 1;
    requesters.push({
      id: String(userId),
      email: `staff${userId}@bench.local`,
      fullName: `Staff Member ${userId}`,
      openId: `b${userId}`,
      mobile: `96${String(userId).padStart(8, '0')}`,
      officeType: pick(officeTypes),
      designation: 'Teacher',
      helpdeskRole: '',
      branch: pick(branches),
      openDepartmentId: '1',
      employeeId: `B${userId}`,
      passwordHash,
      createdAt: stamp,
      updatedAt: stamp,
    });
  }
  options.log(`Creating ${agents.length} agents and ${requesters.length} requesters…`);
  await writeAll([...agents, ...departmentLeads, headLead, ...requesters].flatMap(userImportItems));
  await raiseSequenceTo('USER', userId);

  // Teams: one per department (its 15 agents), co-led by the head lead, and a service desk team
  // whose agents are the department leads, so the head lead's nested view reaches every agent.
  const teamIds = departments.map((_, index) => String(1001 + index));
  for (const [index, department] of departments.entries()) {
    await createTeam({
      id: teamIds[index],
      teamName: `Bench ${department.name} Desk`,
      teamLeads: [departmentLeads[index].id, headLead.id],
      agentsMap: agents
        .filter((agent) => agent.openDepartmentId === department.id)
        .map((agent) => ({ depId: department.id, userId: agent.id })),
      createdBy: headLead.id,
      updatedBy: headLead.id,
      createdAt: stamp,
      updatedAt: stamp,
    });
  }
  const serviceDeskTeamId = '1000';
  await createTeam({
    id: serviceDeskTeamId,
    teamName: 'Bench Service Desk',
    teamLeads: [headLead.id],
    agentsMap: departmentLeads.map((person, index) => ({ depId: departments[index].id, userId: person.id })),
    createdBy: headLead.id,
    updatedBy: headLead.id,
    createdAt: stamp,
    updatedAt: stamp,
  });
  await raiseSequenceTo('TEAM', 1100);
  const stats = statsImport();

  const total = options.days * options.perDay;
  options.log(`Generating ${total.toLocaleString()} tickets over ${options.days} days…`);
  let ticketNumber = 0;
  const escalations: { ticketId: string; email: string; at: string }[] = [];
  const searchKeys = new Set<string>();
  const facts: TicketFact[] = [];
  const DAY = 86_400_000;
  for (let day = options.days - 1; day >= 0; day -= 1) {
    const items: Record<string, unknown>[] = [];
    for (let index = 0; index < options.perDay; index += 1) {
      ticketNumber += 1;
      const id = String(ticketNumber);
      // Numbers follow creation times, as the product draws them (the counted sorts rely on it):
      // each ticket takes a random moment within its own slot of the day's first 90%.
      const slot = (DAY * 0.9) / options.perDay;
      const createdAt = new Date(now - day * DAY - DAY * 0.9 + Math.floor((index + next()) * slot)).toISOString();
      const requester = pick(requesters);
      const department = pick(departments);
      const topic = pick(department.topics);
      const departmentAgents = agents.filter((agent) => agent.openDepartmentId === department.id);
      const assignee = next() < 0.9 ? pick(departmentAgents) : undefined;
      // Older tickets are mostly finished; recent ones mostly open.
      const closedChance = Math.min(0.95, 0.3 + day / 40);
      const status: TicketStatus =
        next() < closedChance ? (next() < 0.7 ? 'Closed' : 'Resolved') : pick(agentSettableStatuses.slice(0, 11));
      const closedAt =
        status === 'Closed' || status === 'Resolved'
          ? new Date(Date.parse(createdAt) + Math.floor(next() * 10 * DAY)).toISOString()
          : null;
      const summary = `${topic.name} problem ${ticketNumber % 997}`;
      // Drawn in this order: the seed gives the same tenant as before.
      const ticketSatisfaction = closedAt && next() < 0.3 ? (next() < 0.85 ? 'Yes' : 'No') : null;
      const priority = pick(['Low', 'Medium', 'High']);
      const ticket = newTicketRecord({
        id,
        ticketStatus: status,
        userId: requester.id,
        createdBy: requester.id,
        fullName: requester.fullName,
        email: requester.email,
        designation: requester.designation,
        mobile: requester.mobile,
        departmentId: department.id,
        departmentName: department.name,
        helpTopicId: topic.id,
        helpTopicName: topic.name,
        ticketSourceId: '1',
        sourceName: 'Portal',
        createdAt,
        updatedAt: closedAt ?? createdAt,
        assigneeId: assignee?.id ?? null,
        assigneeFullName: assignee?.fullName ?? null,
        assigneeBranchCode: assignee?.branch ?? null,
        slaPlan: slaLabel(topic.sla),
        level1DueDate: dueDateFrom(createdAt, topic.sla),
        ticketCategory: 'Issue',
        employeeNo: requester.employeeId,
        closedDate: closedAt,
        closedBy: closedAt ? (assignee?.fullName ?? 'Helpdesk') : null,
        branch: requester.branch,
        schCol: requester.officeType,
        openDepartmentIdOfUser: '1',
        ticketSatisfaction,
        subject: summary,
        priority,
        dynamicFormJson: { issue_summary: summary, priority_level: 'Medium', description: 'Generated for the bench.' },
      });
      const entries: ThreadEntryRecord[] = [];
      const replies = 1 + Math.floor(next() * 3);
      for (let reply = 0; reply < replies; reply += 1) {
        const at = new Date(Date.parse(createdAt) + reply * 3_600_000).toISOString();
        const byAgent = reply > 0 && assignee;
        entries.push({
          id: `${id}-${reply}`,
          ticketId: id,
          message: reply === 0 ? summary : 'Looking into it.',
          textMessage: reply === 0 ? summary : 'Looking into it.',
          repliedby: byAgent ? assignee.fullName : requester.fullName,
          repliedById: byAgent ? assignee.id : requester.id,
          createdAt: at,
          messageDateTime: null,
          isInternalNotes: Boolean(byAgent) && next() < 0.3,
          isTicketActivityThread: false,
          recepients: null,
          s3FilesUrl: [],
        });
      }
      // The first public reply of the assignee is the ticket's first response (as Post reply stamps it).
      const firstResponse = entries.find((entry) => entry.repliedById === assignee?.id && !entry.isInternalNotes);
      ticket.firstResponseAt = assignee && firstResponse ? firstResponse.createdAt : null;
      items.push(...ticketImportItems(ticket, entries));
      if (day <= 181) {
        facts.push({
          id,
          createdAt,
          status,
          departmentId: department.id,
          helpTopicId: topic.id,
          assigneeId: ticket.assigneeId,
          assigneeName: ticket.assigneeFullName ?? '',
          mobile: ticket.mobile,
          email: ticket.email,
          employeeNo: ticket.employeeNo ?? '',
          subject: ticket.subject,
          fullName: ticket.fullName,
          branch: ticket.branch ?? '',
          schCol: ticket.schCol ?? '',
          dueDate: ticket.level1DueDate ?? '',
          closedDate: ticket.closedDate ?? '',
          closedBy: ticket.closedBy ?? '',
          firstResponseAt: ticket.firstResponseAt ?? '',
        });
      }
      // The people's search items, once each (as the app puts them: only when missing).
      for (const key of requesterSearchKeys(ticket)) {
        const id = `${key.PK}|${key.SK}`;
        if (!searchKeys.has(id)) {
          searchKeys.add(id);
          items.push(key);
        }
      }
      stats.add(ticket);
      if (!closedAt && Date.parse(ticket.level1DueDate as string) < now && next() < 0.5 && assignee) {
        escalations.push({ ticketId: id, email: pick(departmentAgents).email, at: ticket.level1DueDate as string });
      }
    }
    await writeAll(items);
    if (day % 30 === 0) options.log(`  … ${ticketNumber.toLocaleString()} tickets`);
  }
  await raiseSequenceTo('TICKET', ticketNumber);
  // Every generated ticket has its sort index items (ticketImportItems writes them).
  await markSortIndexesComplete();
  const counters = stats.items();
  options.log(`Writing ${counters.length.toLocaleString()} analytics counter items…`);
  await writeAll(counters);
  await mapWithConcurrency(escalations.slice(0, 20_000), 16, (escalation) =>
    recordEscalation({
      ticketId: escalation.ticketId,
      escalatedLevel: 'level1',
      assigneeEmail: escalation.email,
      escalatedAt: escalation.at,
    }).catch(() => undefined),
  );
  // A year of the hourly sort digest job would have made every past day's digests (after the day counts).
  options.log('Making the sort digests of past days…');
  let digests = await runSortDigests();
  while (digests.left > 0) digests = await runSortDigests();
  return {
    agentIds: agents.map((agent) => agent.id),
    leadEmails: departmentLeads.map((person) => person.email),
    headLeadEmail: headLead.email,
    departmentTeamIds: teamIds,
    serviceDeskTeamId,
    requesterIds: requesters.map((user) => user.id),
    agentEmails: agents.map((agent) => agent.email),
    tickets: ticketNumber,
    facts,
  };
}
