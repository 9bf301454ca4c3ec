import {
  type DynamicFormFieldDefinition,
  getTicketsCountForDisplay,
  getTicketsWithPageNumber,
  TICKET_SAVE_FAILED_MESSAGE,
  TICKET_SAVED_MESSAGE,
} from '@shared/contract/tickets';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import type { useTenantSettings } from '@/api/session';
import { lookUpEscalationContact, saveNewTicket, type useDepartments, type useHelpTopics } from '@/api/tickets';
import { useNotify } from '@/components/toast';
import type { useAttachmentUploads } from '@/hooks/useAttachmentUploads';
import { ApiError, isApiError } from '@/lib/apiClient';
import { refusalMessage } from '@/lib/apiError';

import {
  type Creator,
  draftProblem,
  escalationLookupKind,
  MANDATORY_MESSAGE,
  type NewTicketDraft,
  toCreatePayload,
  withOfficeCodes,
} from './newTicketDraft';

type HelpTopic = NonNullable<ReturnType<typeof useHelpTopics>['data']>[number];

export interface NewTicketSubmitInput {
  draft: NewTicketDraft;
  fields: readonly DynamicFormFieldDefinition[];
  creator: Creator;
  /** The signed-in user's office type, for the escalation contact lookup. */
  officeType: string | undefined;
  tenant: NonNullable<ReturnType<typeof useTenantSettings>['data']>['data'] | undefined;
  departments: ReturnType<typeof useDepartments>['data'];
  helpTopic: HelpTopic | undefined;
  uploads: ReturnType<typeof useAttachmentUploads>;
  /** A field is missing: the form marks every missing field. */
  onIncomplete(): void;
}

/**
 * New Ticket's Submit (tickets spec 2.6, 8): the mandatory check, the escalation contact lookup
 * where the tenant asks for one, the save, and then My Tickets.
 */
export function useNewTicketSubmit({
  draft,
  fields,
  creator,
  officeType,
  tenant,
  departments,
  helpTopic,
  uploads,
  onIncomplete,
}: NewTicketSubmitInput) {
  const notify = useNotify();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const complete = { ...draft, attachments: uploads.files };
    const problem = draftProblem(complete, fields, creator.isAgent);
    if (problem) {
      notify.warning(problem);
      onIncomplete();
      return;
    }
    setSaving(true);
    let contact: Awaited<ReturnType<typeof lookUpEscalationContact>> | undefined;
    const kind = escalationLookupKind(draft.onBehalf, officeType, tenant);
    const departmentName = departments?.find((department) => department.id === draft.departmentId)?.departmentName;
    if (kind && departmentName && helpTopic) {
      try {
        contact = await lookUpEscalationContact(kind, {
          department: departmentName,
          module: helpTopic.module,
          openDepartmentId: creator.openDepartmentId,
        });
      } catch (error) {
        // Spec 8: a failed lookup gives no message; the server fills the codes from the matrix itself.
        console.error('The escalation contact lookup failed', error);
      }
      if (contact && 'message' in contact) {
        // Spec 8: the lookup's message is shown as a warning and the flow stops.
        notify.warning(contact.message);
        setSaving(false);
        return;
      }
    }
    try {
      const payload = toCreatePayload(complete, fields, creator);
      const answer = await saveNewTicket(
        withOfficeCodes(payload, contact && !('message' in contact) ? contact : undefined),
      );
      if (!answer.success) throw new ApiError(400, answer.message);
      notify.success(TICKET_SAVED_MESSAGE);
      uploads.reset();
      // The navigation count and My Tickets must show the new ticket.
      void mutate(
        (key) => Array.isArray(key) && [getTicketsCountForDisplay.path, getTicketsWithPageNumber.path].includes(key[0]),
      );
      navigate('/ticket');
    } catch (error) {
      if (isApiError(error) && error.status === 400 && error.message === MANDATORY_MESSAGE) {
        notify.warning(MANDATORY_MESSAGE);
      } else {
        // A refusal shows the server's reason (issue 21 item 4); only an unexplained failure is generic.
        notify.error(refusalMessage(error) ?? TICKET_SAVE_FAILED_MESSAGE);
      }
      setSaving(false);
    }
  }

  return { submit, saving };
}
