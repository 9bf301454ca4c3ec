import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import type { ReplySlotProps, TicketSlaToolsProps } from './replySlotTypes';
import { offersSlaChange } from './toolOffers';

/**
 * The reply area's places for the agent tools of spec 2.7 and 6. Each slot is placed where its tool
 * belongs and receives the ticket and the reply draft. The tools themselves live in ./agent and are
 * loaded on demand, only for agents (and the SLA change only for the ticket's user or creator), so a
 * requester's ticket view downloads none of them.
 *
 * - ReplyComposeTools (above the editor): recipients search (findByParam; `draft.recepients`,
 *   comma-joined) and the canned-response picker (the text is appended to the editor).
 * - ReplyNoteTools (below the editor): the Internal Note checkbox (`draft.isInternalNotes`).
 * - ReplyTicketChangeTools (beside the status): Change Assignee (`draft.assignee`; 'Select your Team
 *   Agent' when opened from My Teams) and the sub-category change (only with more than one option).
 * - ReplyTransferTools (by Post): Transfer (wrongly-assigned popup) and Transfer Back.
 * - TicketSlaTools (under the ticket fields): Change SLA Plan, only for the ticket's user or creator.
 */

// One chunk per tool, each loaded the first time its slot shows (requesters load none of them).
const ComposeTools = lazy(async () => ({ default: (await import('./agent/ComposeTools')).ComposeTools }));
const NoteTools = lazy(async () => ({ default: (await import('./agent/ComposeTools')).NoteTools }));
const TicketChangeTools = lazy(async () => ({
  default: (await import('./agent/TicketChangeTools')).TicketChangeTools,
}));
const TransferTools = lazy(async () => ({ default: (await import('./agent/TransferTools')).TransferTools }));
const SlaTools = lazy(async () => ({ default: (await import('./agent/SlaTools')).SlaTools }));

/** A tool shows nothing (no placeholder) while its chunk arrives. */
const Loading = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

/** A slot of the reply form that holds one agent tool: shown to agents only. */
function agentToolSlot(Tool: ComponentType<ReplySlotProps>) {
  return function AgentToolSlot(props: ReplySlotProps) {
    return props.isAgent ? (
      <Loading>
        <Tool {...props} />
      </Loading>
    ) : null;
  };
}

export const ReplyComposeTools = agentToolSlot(ComposeTools);
export const ReplyNoteTools = agentToolSlot(NoteTools);
export const ReplyTicketChangeTools = agentToolSlot(TicketChangeTools);
export const ReplyTransferTools = agentToolSlot(TransferTools);

export function TicketSlaTools(props: TicketSlaToolsProps) {
  // Spec 2.7: offered only to the ticket's user or its creator (agent or not).
  return offersSlaChange(props.ticket, props.userId) ? (
    <Loading>
      <SlaTools {...props} />
    </Loading>
  ) : null;
}
