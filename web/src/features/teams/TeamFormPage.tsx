import { Button, Dropdown, Field, Input, makeStyles } from '@fluentui/react-components';
import type { ResponseOf } from '@shared/contract/endpoint';
import type { getTeamById } from '@shared/contract/teams';
import { TEAM_MESSAGES, TEAM_NAME_MAX_LENGTH, teamFormProblem } from '@shared/domain/adminRules';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import useSWR from 'swr';
import { AppDialog } from '@/components/AppDialog';
import { DropdownOptions } from '@/components/DropdownOptions';
import { formButtonsStyle, formCardStyle } from '@/components/formStyles';
import { RecordFormPage } from '@/components/LoadedRecord';
import { useNotify } from '@/components/toast';
import { personLabel } from '@/lib/personLabel';
import { idFromAddressSegment } from '@/lib/queryString';
import {
  agentsOfDepartments,
  type DepartmentAgent,
  useDeleteTeam,
  useDepartments,
  useSaveTeam,
  useTeam,
  useTeamLeadUsers,
} from './api';
import { TEAM_LIST_PATH } from './paths';
import { teamLeadOptions } from './teamOptions';

const useStyles = makeStyles({
  form: formCardStyle('300px'),
  select: { width: '100%', minWidth: 0 },
  buttons: formButtonsStyle,
});

type TeamView = ResponseOf<typeof getTeamById>;

interface TeamDraft {
  teamName: string;
  leadIds: string[];
  departmentIds: string[];
  /** Chosen agents: user id → the department they were chosen under. */
  agents: Record<string, string>;
}

const emptyDraft: TeamDraft = { teamName: '', leadIds: [], departmentIds: [], agents: {} };

const draftFrom = (team: TeamView): TeamDraft => ({
  teamName: team.teamName,
  leadIds: team.selectedTeamLeads.map((lead) => lead.value),
  departmentIds: team.selectedDepartment.map((department) => department.value),
  agents: Object.fromEntries(team.selectedAgents.map((agent) => [agent.value, agent.depId])),
});

/** Text of a multi-select: the chosen labels, comma-joined. */
const joined = (labels: (string | undefined)[]) => labels.filter(Boolean).join(', ');

/**
 * /addTeam creates ('Add Team', Save); /addTeam/id:{teamId} views and updates ('View Team', Update and
 * Delete). Agents are offered once departments are chosen: the agents of those departments.
 */
export default function TeamFormPage() {
  const teamId = idFromAddressSegment(useParams().teamRef);
  const existing = useTeam(teamId);
  return (
    <RecordFormPage
      title={teamId ? 'View Team' : 'Add Team'}
      recordId={teamId}
      record={existing}
      loadingLabel="Loading team"
    >
      {(team) => <TeamForm key={teamId ?? 'new'} teamId={teamId} team={team} />}
    </RecordFormPage>
  );
}

function TeamForm({ teamId, team }: { teamId: string | undefined; team: TeamView | undefined }) {
  const styles = useStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<TeamDraft>(team ? draftFrom(team) : emptyDraft);
  const [submitted, setSubmitted] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const leads = useTeamLeadUsers();
  const departments = useDepartments();
  const save = useSaveTeam();
  const remove = useDeleteTeam();

  const departmentKey = [...draft.departmentIds].sort().join(',');
  const agents = useSWR(departmentKey ? ['teamFormAgents', departmentKey] : null, () =>
    agentsOfDepartments(departmentKey.split(',')),
  );

  /** Agent options: the chosen departments' agents, plus chosen agents no longer listed there. */
  const agentOptions = useMemo(() => {
    const options = new Map<string, DepartmentAgent & { label: string }>();
    for (const agent of agents.data ?? []) {
      options.set(agent.id, { ...agent, label: personLabel(agent) });
    }
    for (const chosen of team?.selectedAgents ?? []) {
      if (!options.has(chosen.value) && draft.departmentIds.includes(chosen.depId)) {
        options.set(chosen.value, {
          id: chosen.value,
          fullName: chosen.label,
          email: '',
          depId: chosen.depId,
          label: chosen.label,
        });
      }
    }
    return [...options.values()];
  }, [agents.data, team, draft.departmentIds]);

  const leadOptions = useMemo(
    () => teamLeadOptions(leads.data ?? [], team?.selectedTeamLeads ?? []),
    [leads.data, team],
  );

  const agentsMap = Object.entries(draft.agents).map(([userId, depId]) => ({ userId, depId }));
  const problem = teamFormProblem({ teamName: draft.teamName, teamLeads: draft.leadIds, agentsMap });

  const chooseDepartments = (departmentIds: string[]) =>
    setDraft((current) => ({
      ...current,
      departmentIds,
      // Agents chosen under a department that is no longer chosen are dropped.
      agents: Object.fromEntries(Object.entries(current.agents).filter(([, depId]) => departmentIds.includes(depId))),
    }));

  const chooseAgents = (ids: string[]) =>
    setDraft((current) => ({
      ...current,
      agents: Object.fromEntries(
        ids.flatMap((id) => {
          const depId = current.agents[id] ?? agentOptions.find((option) => option.id === id)?.depId;
          return depId ? [[id, depId]] : [];
        }),
      ),
    }));

  const onSave = async () => {
    setSubmitted(true);
    if (problem) {
      notify.warning(problem);
      return;
    }
    try {
      const answer = await save.trigger({
        ...(teamId ? { id: teamId } : {}),
        teamName: draft.teamName.trim(),
        teamLeads: draft.leadIds,
        agentsMap,
      });
      if (answer.success) {
        notify.success(answer.message);
        navigate(TEAM_LIST_PATH);
      } else notify.error(answer.message);
    } catch (failure) {
      notify.failure(failure, 'Some error occurred while saving!');
    }
  };

  const onDelete = async () => {
    if (!teamId) return;
    setConfirmDelete(false);
    try {
      const answer = await remove.trigger({ teamId });
      if (answer.success) {
        notify.success(answer.message);
        navigate(TEAM_LIST_PATH);
      } else notify.error(answer.message);
    } catch (failure) {
      notify.failure(failure);
    }
  };

  const invalid = (empty: boolean) => (submitted && empty ? 'error' : 'none');
  // Longer text is refused with a message, never cut (issue 21 item 24).
  const teamNameTooLong = draft.teamName.trim().length > TEAM_NAME_MAX_LENGTH;
  const busy = save.isMutating || remove.isMutating;

  return (
    <div className={styles.form}>
      <Field
        label="Team Name"
        required
        hint={`At most ${TEAM_NAME_MAX_LENGTH} characters`}
        validationState={teamNameTooLong ? 'error' : invalid(draft.teamName.trim() === '')}
        validationMessage={teamNameTooLong ? TEAM_MESSAGES.nameTooLong : undefined}
      >
        <Input
          value={draft.teamName}
          onChange={(_, data) => setDraft((current) => ({ ...current, teamName: data.value }))}
        />
      </Field>
      <Field label="Team Lead" required validationState={invalid(draft.leadIds.length === 0)}>
        <Dropdown
          multiselect
          className={styles.select}
          placeholder="Select team leads"
          value={joined(draft.leadIds.map((id) => leadOptions.find((option) => option.value === id)?.label))}
          selectedOptions={draft.leadIds}
          onOptionSelect={(_, data) => setDraft((current) => ({ ...current, leadIds: data.selectedOptions }))}
        >
          <DropdownOptions choices={leadOptions} />
        </Dropdown>
      </Field>
      <Field label="Select Department" required validationState={invalid(draft.departmentIds.length === 0)}>
        <Dropdown
          multiselect
          className={styles.select}
          placeholder="Select departments"
          value={joined(
            draft.departmentIds.map(
              (id) => departments.data?.find((department) => department.id === id)?.departmentName,
            ),
          )}
          selectedOptions={draft.departmentIds}
          onOptionSelect={(_, data) => chooseDepartments(data.selectedOptions)}
        >
          <DropdownOptions
            choices={(departments.data ?? []).map((department) => ({
              value: department.id,
              label: department.departmentName,
            }))}
          />
        </Dropdown>
      </Field>
      {draft.departmentIds.length > 0 && (
        <Field
          label="Agents"
          required
          validationState={invalid(agentsMap.length === 0)}
          hint={agents.isLoading ? 'Loading agents...' : undefined}
        >
          <Dropdown
            multiselect
            className={styles.select}
            placeholder={
              agentOptions.length === 0 && !agents.isLoading ? 'No agents in these departments' : 'Select agents'
            }
            value={joined(
              agentsMap.map((agent) => agentOptions.find((option) => option.id === agent.userId)?.fullName),
            )}
            selectedOptions={Object.keys(draft.agents)}
            onOptionSelect={(_, data) => chooseAgents(data.selectedOptions)}
          >
            <DropdownOptions choices={agentOptions.map((agent) => ({ value: agent.id, label: agent.label }))} />
          </Dropdown>
        </Field>
      )}
      <div className={styles.buttons}>
        <Button appearance="primary" disabled={busy} onClick={onSave}>
          {teamId ? 'Update' : 'Save'}
        </Button>
        {teamId && (
          <Button disabled={busy} onClick={() => setConfirmDelete(true)}>
            Delete
          </Button>
        )}
        <Button onClick={() => navigate(TEAM_LIST_PATH)}>Cancel</Button>
      </div>
      <AppDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        title="Delete Team"
        actions={
          <>
            <Button appearance="primary" onClick={onDelete}>
              Delete
            </Button>
            <Button onClick={() => setConfirmDelete(false)}>Cancel</Button>
          </>
        }
      >
        Delete the team {draft.teamName || team?.teamName}? This cannot be undone.
      </AppDialog>
    </div>
  );
}
