import * as z from 'zod';
import { idString } from './common';
import { defineEndpoint } from './endpoint';

/**
 * Issue 17, the agent desk's collision notice. Decisions:
 * - An agent's ticket view calls this when it opens and every PRESENCE_POLL_SECONDS while open
 *   (no WebSocket): the call records the caller as present (typing: the reply text changed since the
 *   last poll) and answers the other agents present, so one request both writes and reads.
 * - Presence lasts PRESENCE_TTL_SECONDS after the last poll (three polls, so one slow poll does
 *   not make an agent vanish): a closed tab drops out within that time, through the TTL attribute.
 * - Access: agents only (the endpoint's level; requesters never see or cause presence, 403), on a
 *   ticket they may view (as getTicketByTicketId: a ticket outside their reach answers 404, so ids
 *   cannot be probed). Cost per poll: one put (1 write unit) and one query of the ticket's presence
 *   partition (0.5 read unit), besides the ticket read of the access check.
 * - Leaving (second browser walk: the banner named an agent a minute after they had gone): the page
 *   calls this with `leaving: true` when it stops showing the ticket (another page, a closed tab).
 *   That drops the caller's own entry at once and answers no others. It needs no access to the
 *   ticket (an agent who has just transferred it away leaves it too) and tells nothing about it.
 * - Only viewers who may still open the ticket are listed (the ticket read's access rule, applied
 *   to each viewer's stored role and department): after a transfer an agent who can no longer open
 *   it is not named, even within their last poll's time.
 */
export const PRESENCE_POLL_SECONDS = 10;
export const PRESENCE_TTL_SECONDS = 30;

export const presentAgent = z.object({
  userId: z.string(),
  fullName: z.string(),
  /** The agent's reply text changed since their previous poll. */
  typing: z.boolean(),
  seenAt: z.string(),
});
export type PresentAgent = z.infer<typeof presentAgent>;

export const ticketPresence = defineEndpoint('POST /api/ticket/presence', {
  access: 'agent',
  summary: 'Mark the caller as viewing (or typing on) a ticket; answers the other agents present.',
  request: z.object({
    ticketId: idString,
    typing: z.boolean().default(false),
    /** The caller's page stops showing the ticket: their entry goes now, not after PRESENCE_TTL_SECONDS. */
    leaving: z.boolean().default(false),
  }),
  response: z.object({ others: z.array(presentAgent) }),
});

/** The collision banner's sentence (issue 17). */
export function presenceNotice(others: readonly Pick<PresentAgent, 'fullName' | 'typing'>[]): string {
  if (others.length === 0) return '';
  const names = (list: readonly { fullName: string }[]) => list.map((agent) => agent.fullName).join(', ');
  const typing = others.filter((agent) => agent.typing);
  const viewing = others.filter((agent) => !agent.typing);
  const parts: string[] = [];
  if (typing.length > 0) parts.push(`${names(typing)} ${typing.length === 1 ? 'is' : 'are'} typing a reply`);
  if (viewing.length > 0) parts.push(`${names(viewing)} ${viewing.length === 1 ? 'is' : 'are'} viewing this ticket`);
  return `${parts.join('; ')}.`;
}
