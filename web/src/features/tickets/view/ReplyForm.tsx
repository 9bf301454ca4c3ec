import { Button, Field, makeStyles, Select, Spinner, tokens } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons/svg/send';
import { lazy, Suspense, useState } from 'react';
import { useNotify } from '../../../components/toast';
import { isApiError } from '../../../lib/apiClient';
import { AttachmentPicker } from '../../files/AttachmentPicker';
import { useAttachmentUploads } from '../../files/useAttachmentUploads';
import { postReplyMessage, type TicketView, updateTicketStatus } from '../api';
import { type AgentReplyDraft, withAgentFlags } from './agent/agentRules';
import { ReplyComposeTools, ReplyNoteTools, ReplyTicketChangeTools, ReplyTransferTools } from './ReplySlots';
import {
  emptyReplyDraft,
  planReply,
  REPLY_MESSAGES,
  type ReplyOutcome,
  replyFailure,
  updateRefused,
} from './replyPlan';
import type { ReplySlotProps } from './replySlotTypes';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  status: { minWidth: '220px' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

// The editor (tiptap, ProseMirror) loads with the composer, not with the page's first paint.
const RichTextEditor = lazy(() => import('../../../components/RichTextEditor'));

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
}

/**
 * 'Post Reply' (spec 2.7, 4): message, one attachment, a status change, Post. A chosen status is
 * updated first (bulkUpdateStatus), then the reply is saved; on success 'Reply Posted' and the page
 * reloads its ticket and thread. Post stays disabled from the click until then.
 */
export function ReplyForm({ ticket, userId, isAgent, statuses, onReload }: ReplyFormProps) {
  const styles = useStyles();
  const notify = useNotify();
  const uploads = useAttachmentUploads(1);
  const [draft, setDraft] = useState<AgentReplyDraft>(emptyReplyDraft);
  const [posting, setPosting] = useState(false);
  const change = (changes: Partial<AgentReplyDraft>) => setDraft((current) => ({ ...current, ...changes }));
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
        await postReplyMessage(plan.reply);
      } catch (error) {
        show(replyFailure('reply', isApiError(error) ? error : {}));
        setPosting(false);
        // The status may have changed already: show it, and keep the message for another try.
        if (plan.update) await onReload(false);
        return;
      }
    }
    notify.success(REPLY_MESSAGES.posted);
    uploads.reset();
    await onReload(true);
  }

  return (
    <form
      className={styles.form}
      aria-label="Post Reply"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void post();
      }}
    >
      <ReplyComposeTools {...slotProps} />
      <Suspense fallback={<Spinner size="tiny" label="Loading the editor…" />}>
        <RichTextEditor
          label="Message"
          value={draft.message}
          disabled={posting}
          onChange={(message) => change({ message })}
        />
      </Suspense>
      <ReplyNoteTools {...slotProps} />
      <AttachmentPicker
        label="Reply attachment"
        files={uploads.files}
        uploading={uploads.uploading}
        progress={uploads.progress}
        removing={uploads.removing}
        max={1}
        disabled={posting}
        onPick={(file) => void uploads.add(file)}
        onRemove={(key) => void uploads.remove(key)}
      />
      <div className={styles.row}>
        <Field label="Ticket Status" className={styles.status}>
          <Select value={draft.status} disabled={posting} onChange={(_event, data) => change({ status: data.value })}>
            <option value="">Select Status</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
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
    </form>
  );
}
