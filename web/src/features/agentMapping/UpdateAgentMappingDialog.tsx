import { Button, Dropdown, Field } from '@fluentui/react-components';
import { AGENT_MAPPING_SAVED_MESSAGE, MANDATORY_MESSAGE } from '@shared/domain/adminRules';
import { useState } from 'react';
import { AppDialog } from '@/components/AppDialog';
import { DropdownOptions } from '@/components/DropdownOptions';
import { useNotify } from '@/components/toast';
import { useAllDepartments, useSaveMapping } from './api';

export interface UpdateAgentMappingDialogProps {
  open: boolean;
  userIds: readonly string[];
  /** The department the agents are in now (left out of the choices), if any. */
  currentDepartmentId?: string;
  onClose: () => void;
  onSaved: () => void;
}

/** The popup 'Update Agent Mapping': a department select and Submit. */
export default function UpdateAgentMappingDialog({
  open,
  userIds,
  currentDepartmentId,
  onClose,
  onSaved,
}: UpdateAgentMappingDialogProps) {
  const notify = useNotify();
  const { data: departments } = useAllDepartments();
  const save = useSaveMapping();
  const [departmentId, setDepartmentId] = useState('');
  const choices = (departments ?? []).filter((department) => department.id !== currentDepartmentId);
  const chosen = choices.find((department) => department.id === departmentId);

  const submit = async () => {
    if (!departmentId) {
      notify.warning(MANDATORY_MESSAGE);
      return;
    }
    try {
      await save.trigger({ userIds: [...userIds], departmentId });
      notify.success(AGENT_MAPPING_SAVED_MESSAGE);
      setDepartmentId('');
      onSaved();
    } catch (failure) {
      notify.failure(failure);
    }
  };

  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title="Update Agent Mapping"
      actions={
        <>
          <Button appearance="primary" disabled={save.isMutating} onClick={submit}>
            Submit
          </Button>
          <Button onClick={onClose}>Cancel</Button>
        </>
      }
    >
      <Field label="Department" required hint={`${userIds.length} agent(s) selected`}>
        <Dropdown
          placeholder="Select department"
          value={chosen?.departmentName ?? ''}
          selectedOptions={departmentId ? [departmentId] : []}
          onOptionSelect={(_, data) => setDepartmentId(data.optionValue ?? '')}
        >
          <DropdownOptions
            choices={choices.map((department) => ({ value: department.id, label: department.departmentName }))}
          />
        </Dropdown>
      </Field>
    </AppDialog>
  );
}
