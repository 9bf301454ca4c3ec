import { Spinner } from '@fluentui/react-components';
import { requesterSettableStatuses } from '@shared/domain/statuses';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { useThread, useTicket, useTicketOptions } from '@/api/tickets';
import { failureBar, TicketPageBody, TicketPageFrame } from '@/components/tickets/TicketPageFrame';
import { Section, TicketDetails, TicketFields, TicketSla, TicketThread } from '@/components/tickets/TicketSections';
import { idFromAddressSegment } from '@/lib/queryString';
import { readSession, storedRoleFlags } from '@/lib/session';
import { backLink } from '@/lib/ticketViewModel';
import { ReplyForm } from './view/ReplyForm';
import { TicketSlaTools } from './view/ReplySlots';
import { useTicketListWalk } from './view/useTicketListWalk';

// The agent desk (issue 17) is agents' own chunk: a requester's ticket view never downloads it.
const loadAgentDesk = () => import('./view/agent/AgentTicketDesk');
const AgentTicketDesk = lazy(loadAgentDesk);

/** /viewTicket/id:{ticketId} (tickets spec 2.7): the ticket id is read from the address after 'id:'. */
export default function ViewTicketPage() {
  const ticketId = idFromAddressSegment(useParams().ticketRef);
  const userId = useMemo(() => readSession('userId') ?? '', []);
  const isAgent = useMemo(() => storedRoleFlags().isAgent, []);
  // Each list remembers its own path when a ticket link is clicked (spec 2.7).
  const back = useMemo(() => backLink(readSession('previousPageLocation')), []);
  useTicketListWalk(isAgent);
  // An agent's desk chunk loads while the ticket is read, not after it.
  useEffect(() => {
    if (isAgent) void loadAgentDesk();
  }, [isAgent]);
  const ticket = useTicket(ticketId);
  const thread = useThread(ticketId);
  const options = useTicketOptions();
  // Bumped after a reply went through: the reply form starts afresh (its Post button with it).
  const [replyRound, setReplyRound] = useState(0);

  const { mutate: reloadTicket } = ticket;
  const { mutate: reloadThread } = thread;
  const reload = useCallback(
    async (posted: boolean) => {
      await Promise.all([reloadTicket(), reloadThread()]);
      if (posted) setReplyRound((round) => round + 1);
    },
    [reloadTicket, reloadThread],
  );

  const statuses = useMemo(() => {
    const settable = options.data?.settableStatuses ?? [];
    // The server answers by role; a requester is never offered more than Closed and Re-Open.
    return isAgent ? settable : settable.filter((status) => requesterSettableStatuses.includes(status));
  }, [options.data, isAgent]);

  /** What either view of the ticket (agent desk or reply form) is handed: the reader, what they may set, the reload. */
  const readerProps = { userId, statuses, onReload: reload };

  let content = <Spinner label="Loading ticket…" />;
  if (!ticketId) {
    content = failureBar('The address does not name a ticket.');
  } else if (ticket.error) {
    content = failureBar(ticket.error.message);
  } else if (ticket.data && isAgent) {
    content = (
      <TicketPageBody subject={ticket.data.subject} wide>
        <Suspense fallback={<Spinner label="Loading ticket…" />}>
          <AgentTicketDesk
            ticket={ticket.data}
            thread={thread.data}
            threadError={thread.error?.message}
            replyRound={replyRound}
            {...readerProps}
          />
        </Suspense>
      </TicketPageBody>
    );
  } else if (ticket.data) {
    const view = ticket.data;
    content = (
      <TicketPageBody subject={view.subject}>
        <TicketFields ticket={view} />
        <TicketSla ticket={view} />
        <TicketSlaTools ticket={view} userId={userId} onReload={reload} />
        <TicketDetails ticket={view} />
        {thread.error ? failureBar(thread.error.message) : <TicketThread entries={thread.data} />}
        <Section title="Post Reply" id="post-reply-heading">
          <ReplyForm key={replyRound} ticket={view} isAgent={isAgent} focusOnLoad={replyRound > 0} {...readerProps} />
        </Section>
      </TicketPageBody>
    );
  }

  return (
    <TicketPageFrame ticketId={ticketId} back={back}>
      {content}
    </TicketPageFrame>
  );
}
