import { MessageBar, MessageBarBody, makeStyles, mergeClasses, Select, tokens } from '@fluentui/react-components';
import { presenceNotice } from '@shared/contract/presence';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ThreadEntryView, TicketView } from '@/api/tickets';
import { ShortcutHelp } from '@/components/ShortcutHelp';
import { Section, TicketDetails, TicketFields, TicketSla, TicketThread } from '@/components/tickets/TicketSections';
import { isDialogOpen, isShortcutPress } from '@/lib/keyboard';
import { ReplyForm, type ReplyFormControls } from '../ReplyForm';
import { TicketSlaTools } from '../ReplySlots';
import { DESK_SHORTCUTS } from './deskShortcuts';
import { COMPACT_DOCK_VH, useReplyDock, useThreadOrder, useTicketPresence, withPostedRepliesSeen } from './deskState';

/**
 * The agent desk (issue 17): the ticket view of agents, central pool agents and leads, loaded only
 * for them. Wider than 1200 px the thread and the reply box fill the main column and the labelled
 * fields sit in a side panel; under a long thread the reply box stays at the bottom of the screen
 * and grows when focused, under a short one it sits whole in place (useReplyDock). Narrower, the page keeps the single column every user has. Keyboard shortcuts (listed by
 * `?`; `j`/`k` are the ticket page's, ../useTicketListWalk.ts), the collision banner (presence polled every PRESENCE_POLL_SECONDS), the thread's reading
 * order (remembered in localStorage) and the reply draft (sessionStorage, in ReplyForm) live here.
 */

const WIDE = '@media (min-width: 1201px)';

const useStyles = makeStyles({
  desk: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  columns: {
    display: 'grid',
    gap: tokens.spacingVerticalL,
    // Narrow: the fields first, then the thread and the reply, as every ticket view shows them.
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateAreas: '"side" "main"',
    maxWidth: '1200px',
    [WIDE]: {
      maxWidth: 'none',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(300px, 380px)',
      gridTemplateAreas: '"main side"',
      columnGap: tokens.spacingHorizontalXL,
      alignItems: 'start',
    },
  },
  main: { gridArea: 'main', display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  side: {
    gridArea: 'side',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    // Not a scrolling box of its own: the page scrolls it (a scrolling region would need a tab stop).
    minWidth: 0,
  },
  // Unfocused, the dock is compact (its heading, the recipients and the first line of the message:
  // under a third of the screen, frame included) so the thread keeps most of the height below the
  // sticky header; the rest of the form scrolls within it until the message is focused.
  reply: {
    [WIDE]: {
      position: 'sticky',
      bottom: 0,
      zIndex: 1,
      boxSizing: 'border-box',
      maxHeight: `${COMPACT_DOCK_VH}vh`,
      overflowY: 'auto',
      boxShadow: tokens.shadow16,
    },
  },
  // Grown by focusing the message (not by any focus within: a click on Post must not move Post).
  replyExpanded: { [WIDE]: { maxHeight: '85vh' } },
  // A short thread: the whole form sits under it (useReplyDock), the page scrolls to its end.
  replyInPlace: { [WIDE]: { position: 'static', maxHeight: 'none', overflowY: 'visible', boxShadow: tokens.shadow2 } },
  replyBody: { display: 'contents' },
  order: { minWidth: '150px' },
});

export interface AgentTicketDeskProps {
  ticket: TicketView;
  thread: readonly ThreadEntryView[] | undefined;
  threadError?: string;
  userId: string;
  statuses: readonly string[];
  /** Bumped after a post: the reply form starts afresh. */
  replyRound: number;
  onReload(posted: boolean): Promise<void>;
}

export default function AgentTicketDesk({
  ticket,
  thread,
  threadError,
  userId,
  statuses,
  replyRound,
  onReload,
}: AgentTicketDeskProps) {
  const styles = useStyles();
  const [order, setOrder] = useThreadOrder();
  const [helpOpen, setHelpOpen] = useState(false);
  const [replyExpanded, setReplyExpanded] = useState(false);
  const replyBody = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const body = replyBody.current;
    if (!body) return;
    const grow = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && event.target.isContentEditable) setReplyExpanded(true);
    };
    const shrink = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && body.contains(event.relatedTarget))) setReplyExpanded(false);
    };
    body.addEventListener('focusin', grow);
    body.addEventListener('focusout', shrink);
    return () => {
      body.removeEventListener('focusin', grow);
      body.removeEventListener('focusout', shrink);
    };
  }, []);
  // The dock is the section around the reply body (Section takes no ref).
  const replyInPlace = useReplyDock(replyBody);
  const reply = useRef<ReplyFormControls>(null);
  const { others, typed } = useTicketPresence(ticket.id);
  const notice = presenceNotice(withPostedRepliesSeen(others, thread));
  // The newest entry this page shows: the server refuses to post over a newer reply unseen.
  const seenThreadThrough = useMemo(
    () =>
      (thread ?? []).reduce<string | undefined>(
        (newest, entry) => (!newest || entry.createdAt > newest ? entry.createdAt : newest),
        undefined,
      ),
    [thread],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Not while typing, and not behind an open dialog (its own keys apply there).
      if (!isShortcutPress(event) || isDialogOpen()) return;
      const actions: Record<string, () => void> = {
        r: () => reply.current?.focusMessage(false),
        n: () => reply.current?.focusMessage(true),
        s: () => reply.current?.focusStatus(),
        a: () => reply.current?.focusAssignee(),
        '?': () => setHelpOpen(true),
      };
      const action = actions[event.key];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className={styles.desk}>
      {notice && (
        <MessageBar intent="warning" aria-label="Other agents on this ticket">
          <MessageBarBody>{notice}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.columns}>
        <aside className={styles.side} aria-label="Ticket side panel">
          <TicketFields ticket={ticket} />
          <TicketSla ticket={ticket} />
          <TicketSlaTools ticket={ticket} userId={userId} onReload={onReload} />
          <TicketDetails ticket={ticket} />
        </aside>
        <div className={styles.main}>
          {threadError ? (
            <MessageBar intent="error">
              <MessageBarBody>{threadError}</MessageBarBody>
            </MessageBar>
          ) : (
            <TicketThread
              entries={thread}
              newestFirst={order === 'newest'}
              actions={
                <Select
                  className={styles.order}
                  aria-label="Thread order"
                  value={order}
                  onChange={(_event, data) => setOrder(data.value === 'newest' ? 'newest' : 'oldest')}
                >
                  <option value="oldest">Oldest first</option>
                  <option value="newest">Newest first</option>
                </Select>
              }
            />
          )}
          <Section
            title="Post Reply"
            id="post-reply-heading"
            className={mergeClasses(
              styles.reply,
              replyExpanded && styles.replyExpanded,
              replyInPlace && styles.replyInPlace,
            )}
          >
            <div ref={replyBody} className={styles.replyBody}>
              <ReplyForm
                key={`${ticket.id}:${replyRound}`}
                ticket={ticket}
                userId={userId}
                isAgent
                statuses={statuses}
                onReload={onReload}
                keepDraft
                seenThreadThrough={seenThreadThrough}
                onMessageChange={typed}
                controls={reply}
                focusOnLoad={replyRound > 0}
              />
            </div>
          </Section>
        </div>
      </div>
      <ShortcutHelp open={helpOpen} onClose={() => setHelpOpen(false)} shortcuts={DESK_SHORTCUTS} />
    </div>
  );
}
