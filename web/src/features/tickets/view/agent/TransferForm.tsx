import { Button, Field, makeStyles, Select, Textarea, tokens } from '@fluentui/react-components';
import { ArrowForwardRegular } from '@fluentui/react-icons/svg/arrow-forward';
import { ALL_DEPARTMENTS_ID, TRANSFER_MESSAGES } from '@shared/contract/transfers';
import { type ReactNode, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '@/components/toast';
import { UserSearchCombobox } from '@/components/UserSearchCombobox';
import { isApiError } from '@/lib/apiClient';
import { readSession, storedRoleFlags } from '@/lib/session';
import {
  completeTransferRequest,
  searchUsersByName,
  transferTicket,
  useAllDepartmentsAgents,
  useDepartmentAgents,
  useDepartmentList,
  useForgetTransferredTicket,
  useHelpTopicsOf,
} from './agentApi';
import {
  type AgentChoice,
  agentsForHelpTopic,
  agentsOfAllDepartments,
  emptyTransferDraft,
  failureMessage,
  helpTopicDepartmentIds,
  isCentralPoolChoice,
  planTransfer,
  type TransferDraft,
  transferDepartmentOptions,
  transferDraftWithDepartment,
} from './agentRules';
import { PersonCombobox } from './PersonCombobox';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  field: { minWidth: '240px', flex: 1 },
  actions: { display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
});

/** Where the form's successful transfer goes (spec 4: after success the user goes to /allTickets). */
export const AFTER_TRANSFER_PATH = '/allTickets';
/**
 * Decision (issue 21 item 2): All Tickets answers 403 to a plain agent, so after a transfer a plain
 * agent goes to their My Tickets (with the same success toast); central roles go to /allTickets.
 */
export const afterTransferPath = (isCentralPoolAgent: boolean): string =>
  isCentralPoolAgent ? AFTER_TRANSFER_PATH : '/ticket';

export interface TransferFormProps {
  ticketId: string;
  /** Set on the Transfer Request view: completes that request (interDepartmentUpdateTicket). */
  transferRequestId?: string;
  /** Buttons placed before the submit button (a dialog's Cancel). */
  extraActions?: ReactNode;
  submitLabel?: string;
  disabled?: boolean;
}

/**
 * Department → help topic → assignee, with a reason (spec 4 "Transfer"). 'All' lists every
 * department's agents, 'Central Pool Agent' (the wrongly-assigned popup only) has no assignee, a
 * department lists its agents (500). When those agent lists cannot be read, the assignee is found
 * by name instead. Department, help topic and assignee (not for the pool) are mandatory.
 */
export function TransferForm({
  ticketId,
  transferRequestId,
  extraActions,
  submitLabel = 'Transfer',
  disabled = false,
}: TransferFormProps) {
  const styles = useStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const forgetTransferredTicket = useForgetTransferredTicket();
  const [draft, setDraft] = useState<TransferDraft>(emptyTransferDraft);
  const [sending, setSending] = useState(false);

  const departmentsQuery = useDepartmentList();
  const departments = departmentsQuery.data ?? [];
  const departmentOptions = useMemo(
    () => transferDepartmentOptions(departmentsQuery.data ?? [], transferRequestId === undefined),
    [departmentsQuery.data, transferRequestId],
  );
  const department = draft.department;
  const toPool = isCentralPoolChoice(department);
  const toAll = department?.depId === ALL_DEPARTMENTS_ID;
  const specificDepartment = department && !toPool && !toAll ? department.depId : undefined;

  const topics = useHelpTopicsOf(helpTopicDepartmentIds(department, departments)).data ?? [];
  const topic = topics.find((each) => each.id === draft.helpTopicId);
  const departmentName = (id: string) => departments.find((each) => each.id === id)?.departmentName ?? '';

  const allAgents = useAllDepartmentsAgents(toAll);
  const departmentAgents = useDepartmentAgents(specificDepartment);
  const agentList = useMemo((): AgentChoice[] | undefined => {
    if (toAll && allAgents.data) {
      return agentsForHelpTopic(agentsOfAllDepartments(allAgents.data.agentDeptMap), topic?.departmentId);
    }
    if (specificDepartment && departmentAgents.data) {
      return departmentAgents.data.users.map((entry) => ({
        value: entry.user.id,
        label: entry.user.fullName,
        departmentId: entry.departmentId,
        assigneeName: entry.user.fullName,
        email: entry.user.email,
      }));
    }
    return undefined;
  }, [toAll, allAgents.data, topic?.departmentId, specificDepartment, departmentAgents.data]);
  // The agent lists are new endpoints: when one cannot be read, search every user by name instead.
  const searchInstead = (toAll && allAgents.error !== undefined) || (specificDepartment && departmentAgents.error);
  const agentsLoading =
    (toAll && allAgents.isLoading) || (specificDepartment !== undefined && departmentAgents.isLoading);

  const change = (changes: Partial<TransferDraft>) => setDraft((current) => ({ ...current, ...changes }));

  async function submit() {
    const plan = planTransfer(draft, ticketId, readSession('email') ?? '');
    if (plan.kind === 'refuse') {
      notify.warning(plan.message);
      return;
    }
    setSending(true);
    try {
      const answer = transferRequestId
        ? await completeTransferRequest({ ...plan.payload, transferRequestId })
        : await transferTicket(plan.payload);
      if (answer.success === 'false') {
        notify.error(answer.message || 'Some Error Occurred');
        setSending(false);
        return;
      }
      notify.success(TRANSFER_MESSAGES.done);
      forgetTransferredTicket();
      navigate(afterTransferPath(storedRoleFlags().isCentralPoolAgent));
    } catch (error) {
      notify.error(failureMessage(isApiError(error) ? error : {}));
      setSending(false);
    }
  }

  const busy = disabled || sending;
  const assigneeKey = `${department?.depId ?? ''}|${toAll ? (topic?.departmentId ?? '') : ''}`;

  return (
    <form
      className={styles.form}
      aria-label="Transfer Ticket"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Rendered in a dialog inside the reply form: React events bubble through the portal.
        event.stopPropagation();
        void submit();
      }}
    >
      <div className={styles.row}>
        <Field label="Department" required className={styles.field}>
          <Select
            value={department?.depId ?? ''}
            disabled={busy}
            onChange={(_event, data) => {
              const chosen = departmentOptions.find((option) => option.depId === data.value);
              setDraft((current) =>
                chosen
                  ? transferDraftWithDepartment(current, chosen)
                  : { ...emptyTransferDraft(), transferReason: current.transferReason },
              );
            }}
          >
            <option value="">Select Department</option>
            {departmentOptions.map((option) => (
              <option key={option.depId} value={option.depId}>
                {option.deptName}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="Help Topic" required className={styles.field}>
          <Select
            value={draft.helpTopicId}
            disabled={busy || !department}
            onChange={(_event, data) => {
              const next = topics.find((each) => each.id === data.value);
              // With 'All', an agent of another department does not fit the new help topic.
              const keepAssignee =
                !toAll || !draft.assignee?.departmentId || draft.assignee.departmentId === next?.departmentId;
              change({ helpTopicId: data.value, ...(keepAssignee ? {} : { assignee: undefined }) });
            }}
          >
            <option value="">Select Help Topic</option>
            {topics.map((each) => (
              <option key={each.id} value={each.id}>
                {specificDepartment
                  ? each.helpTopicName
                  : `${each.helpTopicName} (${departmentName(each.departmentId)})`}
              </option>
            ))}
          </Select>
        </Field>
        {!toPool && (
          <Field label="Assignee" required className={styles.field}>
            {searchInstead ? (
              <UserSearchCombobox
                key={assigneeKey}
                textOf={(user) => user.fullName}
                search={searchUsersByName}
                selectedId={draft.assignee?.value ?? ''}
                placeholder="Search by name"
                onSelect={(user) =>
                  change({
                    assignee: user && {
                      value: user.id,
                      label: user.fullName,
                      assigneeName: user.fullName,
                      email: user.email,
                      ...(specificDepartment ? { departmentId: specificDepartment } : {}),
                    },
                  })
                }
              />
            ) : (
              <PersonCombobox
                key={assigneeKey}
                options={(agentList ?? []).map((agent) => ({
                  id: agent.value,
                  label: agent.label,
                  detail: agent.email,
                }))}
                selectedId={draft.assignee?.value ?? ''}
                disabled={busy || !department}
                placeholder={agentsLoading ? 'Loading…' : 'Select Assignee'}
                emptyText={agentsLoading ? 'Loading…' : department ? 'No agents' : 'Choose a department first'}
                onSelect={(option) => change({ assignee: agentList?.find((agent) => agent.value === option?.id) })}
              />
            )}
          </Field>
        )}
      </div>
      <Field label="Transfer Reason">
        <Textarea
          resize="vertical"
          rows={3}
          value={draft.transferReason}
          disabled={busy}
          onChange={(_event, data) => change({ transferReason: data.value })}
        />
      </Field>
      <div className={styles.actions}>
        {extraActions}
        <Button type="submit" appearance="primary" icon={<ArrowForwardRegular />} disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
