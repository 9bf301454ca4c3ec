import { PRESENCE_TTL_SECONDS, type PresentAgent } from '../../shared/contract/presence';
import { presentOn, putPresence } from '../db/presence';
import { getUser } from '../db/users';
import type { Caller } from '../lib/auth';
import { readableTicket } from './access';

/**
 * Issue 17's collision notice: records the calling agent on a ticket they may view and answers the
 * other agents present (decisions in shared/contract/tickets.ts, ticketPresence).
 */
export async function reportPresence(
  caller: Caller,
  input: { ticketId: string; typing: boolean },
): Promise<{ others: PresentAgent[] }> {
  // The name others see is the stored one (a session carries no name: a rename ends no session).
  const [, user] = await Promise.all([readableTicket(caller, input.ticketId), getUser(caller.userId)]);
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
  const others = present
    .filter((record) => record.userId !== caller.userId)
    .sort((a, b) => a.fullName.localeCompare(b.fullName));
  return {
    others: others.map(({ userId, fullName, typing, seenAt }) => ({ userId, fullName, typing, seenAt })),
  };
}
