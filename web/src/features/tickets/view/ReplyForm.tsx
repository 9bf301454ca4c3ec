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
import { lazy, type Ref, Suspense, useId, useImperativeHandle, useRef, useState } from 'react';
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
  planReply,
  REPLY_MESSAGES,
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
}

export interface ReplyFormControls {
  /** Focus the message editor, as a reply or as an internal note. */
  focusMessage(asInternalNote: boolean): void;
  focusStatus(): void;
  focusAssignee(): void;
}

/** Where the agent desk keeps a ticket's unsent reply text (sessionStorage, issue 17). */
export const replyDraftKey = (ticketId: string) => `replyDraft:${ticketId}`;

const storedDraft = (ticketId: string): string => window.sessionStorage.getItem(replyDraftKey(ticketId)) ?? '';

function storeDraft(ticketId: string, message: string): void {
  if (message) window.sessionStorage.setItem(replyDraftKey(ticketId), message);
  else window.sessionStorage.removeItem(replyDraftKey(ticketId));
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
}: ReplyFormProps) {
  const styles = useStyles();
  const notify = useNotify();
  const uploads = useAttachmentUploads(1);
  const [draft, setDraft] = useState<AgentReplyDraft>(() =>
    keepDraft ? { ...emptyReplyDraft(), message: storedDraft(ticket.id) } : emptyReplyDraft(),
  );
  const [posting, setPosting] = useState(false);
  // Someone replied after this page read the thread (409 on post): reviewed before posting again.
  const [newerReply, setNewerReply] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const statusId = useId();
  const change = (changes: Partial<AgentReplyDraft>) => setDraft((current) => ({ ...current, ...changes }));
  const changeMessage = (message: string) => {
    change({ message });
    if (keepDraft) storeDraft(ticket.id, message);
    onMessageChange?.(message);
  };

  useImperativeHandle(controls, () => ({
    focusMessage(asInternalNote) {
      change({ isInternalNotes: asInternalNote });
      form.current?.querySelector<HTMLElement>('[role="textbox"][contenteditable]')?.focus();
    },
    focusStatus() {
      document.getElementById(statusId)?.focus();
    },
    focusAssignee() {
      form.current?.querySelector<HTMLElement>('[data-desk-target="assignee"] input')?.focus();
    },
  }));
  const busy = posting || uploads.uploading;
  const slotProps: ReplySlotProps = { ticket, draft, onDraftChange: change, disabled: busy, isAgent, onReload };

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
    if (plan.update) {
      try {
        const answer = await updateTicketStatus(plan.update);
        if (!answer.success) throw Object.assign(new Error(answer.message), { refused: true });
      } catch (error) {
        show(
          (error as { refused?: boolean }).refused
            ? updateRefused((error as Error).message)
            : replyFailure('update', isApiError(error) ? error : {}),
        );
        setPosting(false);
        return;
      }
    }
    if (plan.reply) {
      try {
        await postReplyMessage(seenThreadThrough ? { ...plan.reply, seenThreadThrough } : plan.reply);
      } catch (error) {
        if (seenThreadThrough && isApiError(error) && error.status === 409) setNewerReply(error.message);
        else show(replyFailure('reply', isApiError(error) ? error : {}));
        setPosting(false);
        // The status may have changed already: show it, and keep the message for another try.
        if (plan.update) await onReload(false);
        return;
      }
    }
    // Posted: the editor empties now, not when the reloaded thread shows the reply (it showed twice
    // meanwhile). Post stays disabled until the reload starts the form afresh.
    changeMessage('');
    notify.success(REPLY_MESSAGES.posted);
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
              onClick={async () => {
                await onReload(false);
                setNewerReply('');
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
      <AttachmentPicker label="Reply attachment" disabled={posting} {...uploads.picker} />
      <div className={styles.row}>
        <Field label="Ticket Status" className={styles.status}>
          <Select
            id={statusId}
            value={draft.status}
            disabled={posting}
            onChange={(_event, data) => change({ status: data.value })}
          >
            <option value="">Select Status</option>
            <TextOptions texts={statuses} />
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
