import { PRESENCE_POLL_SECONDS, type PresentAgent } from '@shared/contract/presence';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { hasUser } from '@/lib/session';
import { leaveTicket, reportPresence } from './agentApi';

/**
 * The agent desk's own state: the thread's reading order (kept in localStorage), the presence poll
 * and the reply dock's place.
 */

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
 * Leaving the ticket (another page, a closed tab) drops the agent's presence at once.
 */
export function useTicketPresence(ticketId: string) {
  const [others, setOthers] = useState<PresentAgent[]>([]);
  const typedSincePoll = useRef(false);
  const reportedTyping = useRef(false);
  const poll = useRef<() => void>(() => undefined);

  useEffect(() => {
    let live = true;
    let lastPoll: Promise<unknown> = Promise.resolve();
    const send = () => {
      // Signed out (here, or in another tab: lib/apiClient.ts leaves then): nothing more to report.
      if (!hasUser()) {
        window.clearInterval(timer);
        return;
      }
      const typing = typedSincePoll.current;
      typedSincePoll.current = false;
      reportedTyping.current = typing;
      lastPoll = reportPresence({ ticketId, typing })
        .then((answer) => live && setOthers(answer.others))
        // A failed poll says nothing of the others: the banner goes until the next one answers.
        .catch(() => live && setOthers([]));
    };
    // A tab in the background polls no more (its agent drops out after the TTL): polls cost requests.
    const timer = window.setInterval(() => document.hidden || send(), PRESENCE_POLL_SECONDS * 1000);
    poll.current = send;
    send();
    // A closed tab (or one put in the back-forward cache) leaves at once; shown again, it is back.
    // Signed out, there is no session to leave with (the entry lapses after PRESENCE_TTL_SECONDS).
    const leave = () => (hasUser() ? leaveTicket(ticketId) : undefined);
    const hidden = () => void leave();
    const shown = (event: PageTransitionEvent) => event.persisted && send();
    window.addEventListener('pagehide', hidden);
    window.addEventListener('pageshow', shown);
    return () => {
      live = false;
      window.clearInterval(timer);
      window.removeEventListener('pagehide', hidden);
      window.removeEventListener('pageshow', shown);
      setOthers([]);
      // Another page of the app (or ticket): after a poll under way, so it cannot bring the entry back.
      void lastPoll.then(leave);
    };
  }, [ticketId]);

  const typed = useCallback(() => {
    typedSincePoll.current = true;
    if (!reportedTyping.current) poll.current();
  }, []);
  return { others, typed };
}

/**
 * The others as the banner names them: an agent reported typing whose reply the thread already
 * shows, written after that report, is no longer typing it (the banner said so until their next
 * poll). The thread names its authors by full name, as presence does.
 */
export function withPostedRepliesSeen(
  others: readonly PresentAgent[],
  thread: readonly { repliedby: string; createdAt: string; isTicketActivityThread?: boolean }[] | undefined,
): PresentAgent[] {
  return others.map((agent) => {
    if (!agent.typing) return agent;
    const postedSince = (thread ?? []).some(
      (entry) => !entry.isTicketActivityThread && entry.repliedby === agent.fullName && entry.createdAt >= agent.seenAt,
    );
    return postedSince ? { ...agent, typing: false } : agent;
  });
}

/** The unfocused dock's greatest height, in hundredths of the screen's height (frame included). */
export const COMPACT_DOCK_VH = 30;
/** Space kept between a focused element and the dock's top edge. */
const DOCK_CLEARANCE_GAP_PX = 8;

/**
 * The reply dock's place on wide screens. A thread that leaves room for the compact dock on the
 * first screen leaves it in place, whole (answers true): compacted there, it was cut off with empty
 * space under it. So does a page scrolled to where the whole form fits under the thread. A longer thread gets the compact dock stuck to the screen's bottom, and then the
 * page's bottom scroll padding is the dock's height, so an element focused in the thread (Tab onto
 * a link) scrolls clear of the dock instead of staying hidden behind it. `inside` is an element
 * within the dock, whose previous sibling is the thread.
 */
export function useReplyDock(inside: RefObject<HTMLElement | null>): boolean {
  const [inPlace, setInPlace] = useState(false);
  useEffect(() => {
    const dock = inside.current?.parentElement;
    const thread = dock?.previousElementSibling;
    if (!dock || !thread) return;
    const page = document.documentElement;
    const update = () => {
      const threadBottom = thread.getBoundingClientRect().bottom + window.scrollY;
      const firstScreen = threadBottom + (window.innerHeight * COMPACT_DOCK_VH) / 100 <= window.innerHeight;
      // Scrolled to where the whole form fits under the thread (the side panel makes the page longer
      // than a medium thread): in place too; compacted there it was cut off, Post hidden, with empty
      // space under it. Its whole height is its scroll height, compact or not, so this cannot flicker.
      const wholeInView = threadBottom + dock.scrollHeight <= window.scrollY + window.innerHeight;
      setInPlace(firstScreen || wholeInView);
      const docked = window.getComputedStyle(dock).position === 'sticky';
      page.style.scrollPaddingBottom = docked ? `${dock.offsetHeight + DOCK_CLEARANCE_GAP_PX}px` : '';
    };
    // The thread grows, the dock grows when its message is focused, a banner above moves both.
    const observer = new ResizeObserver(update);
    for (const element of [dock, thread, document.body]) observer.observe(element);
    window.addEventListener('resize', update);
    window.addEventListener('scroll', update, { passive: true });
    update();
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', update);
      window.removeEventListener('scroll', update);
      page.style.scrollPaddingBottom = '';
    };
  }, [inside]);
  return inPlace;
}
