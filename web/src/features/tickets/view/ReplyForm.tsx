import {
  Button,
  Field,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  makeStyles,
  Select,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons/svg/send';
import { lazy, type Ref, Suspense, useEffect, useId, useImperativeHandle, useRef, useState } from 'react';
import { postReplyMessage, type TicketView, updateTicketStatus } from '@/api/tickets';
import { ActionForm } from '@/components/ActionForm';
import { AttachmentPicker } from '@/components/attachments/AttachmentPicker';
import { TextOptions } from '@/components/TextOptions';
import { useNotify } from '@/components/toast';
import { useAttachmentUploads } from '@/hooks/useAttachmentUploads';
import { isApiError } from '@/lib/apiClient';
import { ReplyComposeTools, ReplyNoteTools, ReplyTicketChangeTools, ReplyTransferTools } from './ReplySlots';
import {
  type AgentReplyDraft,
  emptyReplyDraft,
  offeredStatuses,
  planReply,
  postedOutcome,
  type ReplyOutcome,
  replyFailure,
  updateRefused,
  withAgentFlags,
} from './replyPlan';
import type { ReplySlotProps } from './replySlotTypes';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  status: { minWidth: '220px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

// The editor (tiptap, ProseMirror) loads with the composer, not with the page's first paint.
const RichTextEditor = lazy(() => import('@/components/RichTextEditor'));

const newAttachmentId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export interface ReplyFormProps {
  ticket: TicketView;
  userId: string;
  isAgent: boolean;
  /** Statuses this person may set (requesters: Closed and Re-Open). */
  statuses: readonly string[];
  /** Reloads the ticket and its thread. `posted`: the reply went through, so the form starts afresh. */
  onReload(posted: boolean): Promise<void>;
  /** The agent desk (issue 17): the message is kept in sessionStorage per ticket until posted. */
  keepDraft?: boolean;
  /** The newest thread entry the page shows: a newer reply by someone else is reviewed first. */
  seenThreadThrough?: string;
  /** Told each time the message changes (the agent desk's typing presence). */
  onMessageChange?(message: string): void;
  /** The agent desk's keyboard shortcuts reach the form through these. */
  controls?: Ref<ReplyFormControls>;
  /** Focus the message once the editor is there (the form afresh after a post: focus is not left on the page). */
  focusOnLoad?: boolean;
}

export interface ReplyFormControls {
  /** Focus the message editor, as a reply or as an internal note. */
  focusMessage(asInternalNote: boolean): void;
  focusStatus(): void;
  focusAssignee(): void;
}

/** Where the agent desk keeps a ticket's unsent reply text (sessionStorage, issue 17). */
export const replyDraftKey = (ticketId: string) => `replyDraft:${ticketId}`;

/**
 * Beside the text, whether the draft is an internal note: restored without it, a note's draft was
 * posted to the requester as a public reply. Kept while ticked, cleared with the text on post.
 */
export const replyDraftNoteKey = (ticketId: string) => `replyDraftIsNote:${ticketId}`;

const storedDraft = (ticketId: string): Pick<AgentReplyDraft, 'message' | 'isInternalNotes'> => ({
  message: window.sessionStorage.getItem(replyDraftKey(ticketId)) ?? '',
  isInternalNotes: window.sessionStorage.getItem(replyDraftNoteKey(ticketId)) === 'true',
});

function storeDraft(ticketId: string, message: string): void {
  if (message) window.sessionStorage.setItem(replyDraftKey(ticketId), message);
  else window.sessionStorage.removeItem(replyDraftKey(ticketId));
}

function storeDraftIsNote(ticketId: string, isNote: boolean): void {
  if (isNote) window.sessionStorage.setItem(replyDraftNoteKey(ticketId), 'true');
  else window.sessionStorage.removeItem(replyDraftNoteKey(ticketId));
}

/** The message editor of a form, focused with the caret after its text (typing goes on from there). */
export function focusMessageEnd(form: HTMLElement | null): boolean {
  const editor = form?.querySelector<HTMLElement>('[role="textbox"][contenteditable="true"]');
  if (!editor) return false;
  editor.focus();
  // ProseMirror follows the page's selection: put it at the end of the text.
  const selection = window.getSelection();
  if (selection) {
    // The deepest last node: its text's end, or before the empty paragraph's line break.
    let last: Node = editor;
    while (last.lastChild) last = last.lastChild;
    const end = document.createRange();
    if (last.nodeType === Node.TEXT_NODE) end.setStart(last, last.textContent?.length ?? 0);
    else if (last === editor) end.setStart(editor, 0);
    else end.setStartBefore(last);
    end.collapse(true);
    selection.removeAllRanges();
    selection.addRange(end);
  }
  return true;
}

/**
 * 'Post Reply' (spec 2.7, 4): message, one attachment, a status change, Post. A chosen status is
 * updated first (bulkUpdateStatus), then the reply is saved; on success 'Reply Posted' and the page
 * reloads its ticket and thread. The message empties as soon as the reply is saved; Post stays disabled
 * from the click until the reload.
 */
export function ReplyForm({
  ticket,
  userId,
  isAgent,
  statuses,
  onReload,
  keepDraft = false,
  seenThreadThrough,
  onMessageChange,
  controls,
  focusOnLoad = false,
}: ReplyFormProps) {
  const styles = useStyles();
  const notify = useNotify();
  const uploads = useAttachmentUploads(1);
  const [draft, setDraft] = useState<AgentReplyDraft>(() =>
    keepDraft ? { ...emptyReplyDraft(), ...storedDraft(ticket.id) } : emptyReplyDraft(),
  );
  const [posting, setPosting] = useState(false);
  // Someone replied after this page read the thread (409 on post): reviewed before posting again.
  const [newerReply, setNewerReply] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const statusId = useId();
  const reloadThread = useRef<HTMLButtonElement>(null);
  const change = (changes: Partial<AgentReplyDraft>) => {
    setDraft((current) => ({ ...current, ...changes }));
    if (keepDraft && changes.isInternalNotes !== undefined) storeDraftIsNote(ticket.id, changes.isInternalNotes);
  };
  // The message editor loads lazily: focus waits for it (a few frames at most once its chunk is here).
  const focusMessageSoon = () => {
    const attempt = (triesLeft: number) => {
      if (focusMessageEnd(form.current) || triesLeft === 0) return;
      window.requestAnimationFrame(() => attempt(triesLeft - 1));
    };
    attempt(100);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form starts afresh.
  useEffect(() => {
    if (focusOnLoad) focusMessageSoon();
  }, []);
  const changeMessage = (message: string) => {
    change({ message });
    if (keepDraft) storeDraft(ticket.id, message);
    onMessageChange?.(message);
  };

  useImperativeHandle(controls, () => ({
    focusMessage(asInternalNote) {
      change({ isInternalNotes: asInternalNote });
      // At the end: a restored draft's text stays before what is typed next.
      focusMessageEnd(form.current);
    },
    focusStatus() {
      document.getElementById(statusId)?.focus();
    },
    focusAssignee() {
      form.current?.querySelector<HTMLElement>('[data-desk-target="assignee"] input')?.focus();
    },
  }));
  const busy = posting || uploads.uploading;
  const slotProps: ReplySlotProps = {
    ticket,
    draft,
    onDraftChange: change,
    disabled: busy,
    isAgent,
    onReload,
    focusMessage: focusMessageSoon,
  };
  // Someone replied since the page read the thread: the warning's Reload thread takes the focus
  // (Post, disabled while posting, had it; left there, it fell to the page).
  const showNewerReply = (message: string) => setNewerReply(message);
  // Once the warning is drawn (a frame scheduled at the refusal could come before it, on a busy machine).
  useEffect(() => {
    if (newerReply) reloadThread.current?.focus();
  }, [newerReply]);

  const show = (outcome: ReplyOutcome) => notify[outcome.intent](outcome.message);

  async function post() {
    const plan = withAgentFlags(
      planReply({ ...draft, attachment: uploads.files[0] }, ticket, userId, newAttachmentId),
      draft,
    );
    if (plan.kind === 'refuse') {
      notify.warning(plan.message);
      if (plan.field === 'recipients') {
        // The typed recipient is kept and marked, never dropped: the agent corrects or removes it.
        change({ recipientProblemShown: true });
        form.current?.querySelector<HTMLElement>('[data-reply-field="recipients"] input')?.focus();
      }
      return;
    }
    setPosting(true);
    // Both calls carry the thread the page read: a newer reply refuses the update too, before
    // anything is written (it half-applied: the status changed, the reply refused).
    const seen = seenThreadThrough ? { seenThreadThrough } : {};
    let updateMessage: string | undefined;
    if (plan.update) {
      try {
        const answer = await updateTicketStatus({ ...plan.update, ...seen });
        if (!answer.success) throw Object.assign(new Error(answer.message), { refused: true });
        updateMessage = answer.message;
      } catch (error) {
        setPosting(false);
        if (seenThreadThrough && isApiError(error) && error.status === 409) {
          showNewerReply(error.message);
          return;
        }
        show(
          (error as { refused?: boolean }).refused
            ? updateRefused((error as Error).message)
            : replyFailure('update', isApiError(error) ? error : {}),
        );
        focusMessageSoon();
        return;
      }
    }
    if (plan.reply) {
      try {
        await postReplyMessage({ ...plan.reply, ...seen });
      } catch (error) {
        setPosting(false);
        if (seenThreadThrough && isApiError(error) && error.status === 409) showNewerReply(error.message);
        else {
          show(replyFailure('reply', isApiError(error) ? error : {}));
          focusMessageSoon();
        }
        // The status may have changed already: show it, and keep the message for another try.
        if (plan.update) await onReload(false);
        return;
      }
    }
    // Posted: the editor empties now, not when the reloaded thread shows the reply (it showed twice
    // meanwhile). Post stays disabled until the reload starts the form afresh. Emptied by the post,
    // not by the agent: no typing to tell the others (their banner said typing a poll longer).
    change({ message: '' });
    if (keepDraft) storeDraft(ticket.id, '');
    if (keepDraft) storeDraftIsNote(ticket.id, false);
    show(postedOutcome(plan, updateMessage));
    uploads.reset();
    await onReload(true);
  }

  return (
    <ActionForm ref={form} className={styles.form} label="Post Reply" onSubmit={post}>
      {newerReply && (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>{newerReply}</MessageBarBody>
          <MessageBarActions>
            <Button
              ref={reloadThread}
              onClick={async () => {
                await onReload(false);
                setNewerReply('');
                // The button goes with the warning: the message again, its draft kept (the new
                // reply is just above it in the thread).
                focusMessageSoon();
              }}
            >
              Reload thread
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      <ReplyComposeTools {...slotProps} />
      <Suspense fallback={<Spinner size="tiny" label="Loading the editor…" />}>
        <RichTextEditor label="Message" value={draft.message} disabled={posting} onChange={changeMessage} />
      </Suspense>
      <ReplyNoteTools {...slotProps} />
      <AttachmentPicker
        label="Reply attachment"
        disabled={posting}
        {...uploads.picker}
        onPick={(file) => {
          // Attach goes while the file uploads (and for good once it is there): not to the page.
          focusMessageSoon();
          uploads.picker.onPick(file);
        }}
      />
      <div className={styles.row}>
        <Field label="Ticket Status" className={styles.status}>
          <Select
            id={statusId}
            value={draft.status}
            disabled={posting}
            onChange={(_event, data) => change({ status: data.value })}
          >
            <option value="">Select Status</option>
            <TextOptions texts={offeredStatuses(statuses, ticket.ticketStatus)} />
          </Select>
        </Field>
        <ReplyTicketChangeTools {...slotProps} />
      </div>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" icon={<SendRegular />} disabled={busy}>
          Post
        </Button>
        <ReplyTransferTools {...slotProps} />
      </div>
    </ActionForm>
  );
}
