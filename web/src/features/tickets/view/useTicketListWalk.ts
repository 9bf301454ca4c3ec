import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ticketViewPath } from '@/components/tickets/TicketNumberLink';
import { isDialogOpen, isShortcutPress } from '@/lib/keyboard';
import { idFromAddressSegment } from '@/lib/queryString';
import { neighbourTicket, rememberedTicketList } from '@/lib/ticketListNavigation';

const STEPS: Record<string, 1 | -1> = { j: 1, k: -1 };

/**
 * `j` and `k` (issue 17): the next and previous ticket of the list the agent came from. Bound by the
 * ticket page rather than the agent desk, which is away while the next ticket loads, so a quick
 * second press is not lost; each steps from the ticket in the address bar as the key is pressed.
 */
export function useTicketListWalk(enabled: boolean): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      const step = STEPS[event.key];
      if (!step || !isShortcutPress(event) || isDialogOpen()) return;
      event.preventDefault();
      const current = idFromAddressSegment(window.location.pathname.split('/').pop());
      const next = current ? neighbourTicket(rememberedTicketList(), current, step) : undefined;
      if (next) navigate(ticketViewPath(next));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [enabled, navigate]);
}
