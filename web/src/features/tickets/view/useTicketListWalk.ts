import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ticketViewPath } from '@/components/tickets/TicketNumberLink';
import { useNotify } from '@/components/toast';
import { isDialogOpen, isShortcutPress } from '@/lib/keyboard';
import { idFromAddressSegment } from '@/lib/queryString';
import { neighbourTicket, rememberedTicketList } from '@/lib/ticketListNavigation';

const STEPS: Record<string, 1 | -1> = { j: 1, k: -1 };

/** Said when j or k has nowhere to go, so the key is seen to be taken (it stayed silent). */
export const LIST_WALK_MESSAGES = {
  last: 'This is the last ticket of the list page you came from.',
  first: 'This is the first ticket of the list page you came from.',
  noList: 'Open a ticket from a list (My Tickets, Department Queue…) to step through it with j and k.',
} as const;

/**
 * `j` and `k` (issue 17): the next and previous ticket of the list the agent came from. Bound by the
 * ticket page rather than the agent desk, which is away while the next ticket loads, so a quick
 * second press is not lost; each steps from the ticket in the address bar as the key is pressed.
 */
export function useTicketListWalk(enabled: boolean): void {
  const navigate = useNavigate();
  const notify = useNotify();
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const step = STEPS[event.key];
      if (!step || !isShortcutPress(event) || isDialogOpen()) return;
      event.preventDefault();
      const current = idFromAddressSegment(window.location.pathname.split('/').pop());
      const list = rememberedTicketList();
      const next = current ? neighbourTicket(list, current, step) : undefined;
      if (next) navigate(ticketViewPath(next));
      else if (!current || !list.includes(current)) notify.info(LIST_WALK_MESSAGES.noList);
      else notify.info(step === 1 ? LIST_WALK_MESSAGES.last : LIST_WALK_MESSAGES.first);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, navigate, notify]);
}
