import { outboxItem } from '../db/outbox';
import type { TransactItem } from '../db/query';
import { listTeams, type TeamRecord } from '../db/teams';
import type { TicketRecord } from '../db/ticketRecord';
import { getUsers } from '../db/users';
import { ticketMail } from './mail';

/**
 * The assignee's team lead (issue 18: who hears of a missed first response and of a "No" answer).
 * Decision (recorded in shared/contract/businessCalendar.ts): the leads of the teams that have the
 * assignee as an agent in the ticket's department; when none does, of every team that has the
 * assignee as an agent at all. Nobody for an unassigned ticket or an assignee in no team.
 */

export interface TeamLead {
  id: string;
  fullName: string;
  email: string;
}

export function leadIdsOfAssignee(
  ticket: Pick<TicketRecord, 'assigneeId' | 'departmentId'>,
  teams: readonly TeamRecord[],
): string[] {
  const assignee = ticket.assigneeId;
  if (!assignee) return [];
  const memberOf = teams.filter((team) => team.agentsMap.some((agent) => agent.userId === assignee));
  const inDepartment = memberOf.filter((team) =>
    team.agentsMap.some((agent) => agent.userId === assignee && agent.depId === ticket.departmentId),
  );
  const chosen = inDepartment.length > 0 ? inDepartment : memberOf;
  return [...new Set(chosen.flatMap((team) => team.teamLeads))].filter((id) => id !== assignee);
}

/** The leads with their e-mail; `teams` when the caller read them already (the sweep, once a run). */
export async function teamLeadsOfAssignee(
  ticket: Pick<TicketRecord, 'assigneeId' | 'departmentId'>,
  teams?: readonly TeamRecord[],
): Promise<TeamLead[]> {
  if (!ticket.assigneeId) return [];
  const ids = leadIdsOfAssignee(ticket, teams ?? (await listTeams()));
  if (ids.length === 0) return [];
  const users = await getUsers(ids);
  return ids.flatMap((id) => {
    const user = users.get(id);
    return user?.email ? [{ id, fullName: user.fullName, email: user.email }] : [];
  });
}

/** The outbox write of a mail to the leads, written with the change that caused it; none when nobody is told. */
export function leadsMailItems(
  ticket: Pick<TicketRecord, 'id' | 'subject'>,
  leads: readonly TeamLead[],
  headline: string,
  lines: string[],
): TransactItem[] {
  if (leads.length === 0) return [];
  return [
    outboxItem(
      ticketMail(
        ticket,
        leads.map((lead) => lead.email),
        headline,
        lines,
      ),
    ),
  ];
}
