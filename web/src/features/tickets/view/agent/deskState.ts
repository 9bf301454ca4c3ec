import { PRESENCE_POLL_SECONDS, type PresentAgent } from '@shared/contract/presence';
import { useCallback, useEffect, useRef, useState } from 'react';
import { reportPresence } from './agentApi';

/** The agent desk's own state: the thread's reading order (kept in localStorage) and the presence poll. */

export type ThreadOrder = 'oldest' | 'newest';
const THREAD_ORDER_KEY = 'ticketThreadOrder';

export function useThreadOrder(): [ThreadOrder, (order: ThreadOrder) => void] {
  const [order, setOrder] = useState<ThreadOrder>(() =>
    window.localStorage.getItem(THREAD_ORDER_KEY) === 'newest' ? 'newest' : 'oldest',
  );
  const choose = useCallback((next: ThreadOrder) => {
    window.localStorage.setItem(THREAD_ORDER_KEY, next);
    setOrder(next);
  }, []);
  return [order, choose];
}

/**
 * Polls presence while the ticket is open: at once, every PRESENCE_POLL_SECONDS, and at once when
 * the agent starts typing, so others learn of a reply under way without waiting a whole interval.
 */
export function useTicketPresence(ticketId: string) {
  const [others, setOthers] = useState<PresentAgent[]>([]);
  const typedSincePoll = useRef(false);
  const reportedTyping = useRef(false);
  const poll = useRef<() => void>(() => undefined);

  useEffect(() => {
    let live = true;
    const send = () => {
      const typing = typedSincePoll.current;
      typedSincePoll.current = false;
      reportedTyping.current = typing;
      reportPresence({ ticketId, typing })
        .then((answer) => live && setOthers(answer.others))
        // A failed poll says nothing of the others: the banner goes until the next one answers.
        .catch(() => live && setOthers([]));
    };
    poll.current = send;
    send();
    // A tab in the background polls no more (its agent drops out after the TTL): polls cost requests.
    const timer = window.setInterval(() => document.hidden || send(), PRESENCE_POLL_SECONDS * 1000);
    return () => {
      live = false;
      window.clearInterval(timer);
      setOthers([]);
    };
  }, [ticketId]);

  const typed = useCallback(() => {
    typedSincePoll.current = true;
    if (!reportedTyping.current) poll.current();
  }, []);
  return { others, typed };
}
