import { PRESENCE_TTL_SECONDS, type PresentAgent } from '../../shared/contract/presence';
import { getDepartmentAgents } from '../db/departmentAgents';
import { type PresenceRecord, presentOn, putPresence, removePresence } from '../db/presence';
import type { TicketRecord } from '../db/ticketRecord';
import { getUser, getUsers } from '../db/users';
import type { Caller } from '../lib/auth';
import { mayReadTicket, readableTicket } from './access';
import { callerFor, isActive } from './caller';

/**
 * Issue 17's collision notice: records the calling agent on a ticket they may view and answers the
 * other agents present who may still open it; a page leaving the ticket drops its agent at once
 * (decisions in shared/contract/presence.ts, ticketPresence).
 */
export async function reportPresence(
  caller: Caller,
  input: { ticketId: string; typing: boolean; leaving: boolean },
): Promise<{ others: PresentAgent[] }> {
  if (input.leaving) {
    // Only the caller's own entry goes, so no access check: it may have just been transferred away.
    await removePresence(input.ticketId, caller.userId);
    return { others: [] };
  }
  // The name others see is the stored one (a session carries no name: a rename ends no session).
  const [ticket, user] = await Promise.all([readableTicket(caller, input.ticketId), getUser(caller.userId)]);
  const now = Date.now();
  const nowSeconds = Math.floor(now / 1000);
  // The write and the read are independent: the caller's own record is left out of the answer.
  const [, present] = await Promise.all([
    putPresence({
      ticketId: input.ticketId,
      userId: caller.userId,
      fullName: user?.fullName || caller.fullName || caller.email,
      typing: input.typing,
      seenAt: new Date(now).toISOString(),
      expiresAt: nowSeconds + PRESENCE_TTL_SECONDS,
    }),
    presentOn(input.ticketId, nowSeconds),
  ]);
  const others = await stillAllowed(
    ticket,
    present.filter((record) => record.userId !== caller.userId),
  );
  return {
    others: others
      .sort((a, b) => a.fullName.localeCompare(b.fullName))
      .map(({ userId, fullName, typing, seenAt }) => ({ userId, fullName, typing, seenAt })),
  };
}

/**
 * The viewers who may still open the ticket, judged as their own ticket read would be (stored role
 * and agent mapping, as their next request's caller): a transfer moves a ticket out of reach of
 * viewers whose last poll has not expired yet. Usually none or one other viewer: two batch reads.
 */
async function stillAllowed(ticket: TicketRecord, viewers: PresenceRecord[]): Promise<PresenceRecord[]> {
  if (viewers.length === 0) return [];
  const ids = viewers.map((viewer) => viewer.userId);
  const [users, mappings] = await Promise.all([getUsers(ids), getDepartmentAgents(ids)]);
  const allowed = await Promise.all(
    viewers.map(async (viewer) => {
      const user = users.get(viewer.userId);
      return isActive(user) && (await mayReadTicket(callerFor(user, mappings.get(viewer.userId)), ticket));
    }),
  );
  return viewers.filter((_viewer, index) => allowed[index]);
}
