import { Button, Field, makeStyles, Select, tokens } from '@fluentui/react-components';
import { useMemo, useState } from 'react';
import { TextOptions } from '@/components/TextOptions';
import { useNotify } from '@/components/toast';
import { UserSearchCombobox } from '@/components/UserSearchCombobox';
import { isApiError } from '@/lib/apiClient';
import { readSession, storedRoleFlags } from '@/lib/session';
import type { ReplySlotProps } from '../replySlotTypes';
import { offersSubCategory } from '../toolOffers';
import { changeSubCategory, searchUsersByName, useBranchUsers, useTeamAgents } from './agentApi';
import { assigneeChoice, failureMessage } from './agentRules';
import { PersonCombobox, type PersonOption } from './PersonCombobox';

const useStyles = makeStyles({
  group: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
  // On a phone the button goes under the pick rather than squeezing its label onto three lines.
  subCategory: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  oneLine: { whiteSpace: 'nowrap', flexShrink: 0 },
  select: { minWidth: '200px' },
});

/** Beside the status: Change Assignee (or 'Select your Team Agent') and the sub-category change. */
export function TicketChangeTools(props: ReplySlotProps) {
  const styles = useStyles();
  return (
    <div className={styles.group}>
      <AssigneeField {...props} />
      {offersSubCategory(props.ticket) && <SubCategoryChange {...props} />}
    </div>
  );
}

/**
 * The assignee sent with the post (bulk update first, then the reply; spec 4). Options per role
 * (spec 6): see assigneeChoice.
 */
function AssigneeField({ ticket, draft, onDraftChange, disabled }: ReplySlotProps) {
  const choice = useMemo(
    () =>
      assigneeChoice({
        previousPageLocation: readSession('previousPageLocation'),
        isCentralPoolAgent: storedRoleFlags().isCentralPoolAgent,
        ticket,
      }),
    [ticket],
  );
  const source = choice.source;
  const team = useTeamAgents(source.kind === 'team' ? source.teamId : undefined);
  // The branch list: for other agents, and from My Teams when the team's agents cannot be read.
  const branch = source.kind === 'branch' || (source.kind === 'team' && team.error) ? source.branch : undefined;
  const branchUsers = useBranchUsers(branch);

  const options = useMemo((): PersonOption[] => {
    if (source.kind === 'team' && team.data) {
      return team.data.map((user) => ({ id: user.id, label: user.fullName, detail: user.email }));
    }
    return (branchUsers.data ?? []).map((user) => ({ id: user.id, label: user.fullName }));
  }, [source.kind, team.data, branchUsers.data]);
  const loading = team.isLoading || branchUsers.isLoading;

  const selectedId = draft.assignee?.id ?? '';
  const choose = (person: { id: string; fullName: string } | undefined) =>
    onDraftChange({ assignee: person ? { id: person.id, fullName: person.fullName } : undefined });

  return (
    // data-desk-target: the agent desk's `a` shortcut focuses this field (issue 17).
    <Field label={choice.label} data-desk-target="assignee">
      {source.kind === 'search' ? (
        <UserSearchCombobox
          textOf={(user) => user.fullName}
          search={searchUsersByName}
          selectedId={selectedId}
          initialText={draft.assignee?.fullName ?? ''}
          placeholder="Search by name"
          onSelect={(user) => choose(user)}
        />
      ) : (
        <PersonCombobox
          options={options}
          selectedId={selectedId}
          placeholder={loading ? 'Loading…' : 'Select Assignee'}
          emptyText={loading ? 'Loading…' : 'No match'}
          disabled={disabled}
          onSelect={(option) => choose(option && { id: option.id, fullName: option.label })}
        />
      )}
    </Field>
  );
}

/**
 * The sub-category, changed at once through the ticket-details update, conditioned on the version
 * this page read: when someone else changed the ticket meanwhile (409) their message shows and the
 * page reads the ticket again.
 */
function SubCategoryChange({ ticket, disabled, onReload }: ReplySlotProps) {
  const styles = useStyles();
  const notify = useNotify();
  const [value, setValue] = useState(ticket.ticketSubCategory ?? '');
  const [saving, setSaving] = useState(false);

  async function update() {
    if (!value) {
      notify.warning('Please select a sub-category');
      return;
    }
    setSaving(true);
    try {
      const answer = await changeSubCategory({
        ticketId: ticket.id,
        ticketSubCategory: value,
        version: ticket.version,
      });
      if (!answer.success) {
        notify.error(answer.message || 'Some Error Occurred');
        return;
      }
      notify.success(answer.message);
      await onReload(false);
    } catch (error) {
      const failure = isApiError(error) ? error : { message: undefined };
      notify.error(failureMessage(failure));
      if (isApiError(error) && error.status === 409) await onReload(false);
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className={styles.subCategory}>
      <Field label="Change Sub Category">
        <Select
          className={styles.select}
          value={value}
          disabled={disabled || saving}
          onChange={(_event, data) => setValue(data.value)}
        >
          <option value="">Select Sub Category</option>
          <TextOptions texts={ticket.subCategoryOptions} />
        </Select>
      </Field>
      <Button
        type="button"
        className={styles.oneLine}
        disabled={disabled || saving || !value || value === ticket.ticketSubCategory}
        onClick={() => void update()}
      >
        Update Sub Category
      </Button>
    </div>
  );
}
