import { Button, Dropdown, Field, Input, type InputProps, makeStyles, Switch } from '@fluentui/react-components';
import type { UserView } from '@shared/contract/users';
import {
  emptyUserFields,
  HELPDESK_ROLE_OPTIONS,
  MOBILE_MAX_LENGTH,
  USER_MESSAGES,
  type UserRequiredField,
  userFieldsOf,
  userFormProblem,
} from '@shared/domain/adminRules';
import { sameName } from '@shared/domain/catalogue';
import { PASSWORD_RULE_MIN_LENGTH } from '@shared/domain/passwords';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DropdownOptions } from '@/components/DropdownOptions';
import { formButtonsStyle, formCardStyle } from '@/components/formStyles';
import { RecordFormPage } from '@/components/LoadedRecord';
import { useNotify } from '@/components/toast';
import { missingFieldMessage } from '@/lib/dynamicFields';
import { idFromAddressSegment } from '@/lib/queryString';
import { useDepartmentOptions, useOfficeTypeOptions, useSaveUser, useUser } from './api';

const useStyles = makeStyles({
  // Each field keeps its own height at the top of its row: a row with a hint (Mobile, Password)
  // stretched its neighbours, whose inputs grew and sat lower than the row's other inputs.
  form: { ...formCardStyle('280px'), alignItems: 'start' },
  buttons: formButtonsStyle,
});

export const USERS_LIST_PATH = '/usersList';

type FormValues = Record<UserRequiredField | 'password', string>;

const emptyForm: FormValues = { ...emptyUserFields(), password: '' };

const formFrom = (user: UserView): FormValues => ({
  ...userFieldsOf(user),
  // An empty stored role is an ordinary user.
  helpdeskRole: user.helpdeskRole.trim().toLowerCase() || 'user',
  password: '',
});

/** How a department reads in the Open Department Id choice, chosen or offered. */
const departmentText = (department: { id: string; departmentName: string }) =>
  `${department.id} - ${department.departmentName}`;

const textFields: { name: UserRequiredField; label: string; type?: InputProps['type']; maxLength?: number }[] = [
  { name: 'email', label: 'Email address', type: 'email' },
  { name: 'fullName', label: 'Full Name' },
  { name: 'openId', label: 'Open Id' },
  { name: 'mobile', label: 'Mobile', type: 'tel', maxLength: MOBILE_MAX_LENGTH },
  { name: 'designation', label: 'Designation' },
];

/**
 * /users adds a user ('Add User', with a password); /users/id:{userId} opens the same form to view
 * and update ('View User', no password). The rules are checked here first (a warning, no call) and
 * again by the server before anything is written.
 */
export default function UserFormPage() {
  const userId = idFromAddressSegment(useParams().userRef);
  const existing = useUser(userId);

  return (
    <RecordFormPage
      title={userId ? 'View User' : 'Add User'}
      recordId={userId}
      record={existing}
      loadingLabel="Loading user"
    >
      {(user) => (
        <UserForm
          key={userId ?? 'new'}
          userId={userId}
          initial={user ? formFrom(user) : emptyForm}
          initialActive={user?.active ?? true}
        />
      )}
    </RecordFormPage>
  );
}

function UserForm({
  userId,
  initial,
  initialActive,
}: {
  userId: string | undefined;
  initial: FormValues;
  initialActive: boolean;
}) {
  const styles = useStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const [values, setValues] = useState<FormValues>(initial);
  const [submitted, setSubmitted] = useState(false);
  // Active (issue 15): a disabled user cannot sign in, and disabling ends their sessions at once.
  const [active, setActive] = useState(initialActive);
  const { data: departments } = useDepartmentOptions();
  const { data: catalogueOptions } = useOfficeTypeOptions();
  const save = useSaveUser();
  const creating = !userId;

  const set = (name: keyof FormValues) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const formRef = useRef<HTMLFormElement>(null);
  const missing = (name: UserRequiredField) => submitted && values[name].trim() === '';
  // As New Ticket marks them (issue 17): each missing field says so under it, not only the toast.
  const marked = (name: UserRequiredField, label: string) =>
    missing(name) ? { validationState: 'error' as const, validationMessage: missingFieldMessage(label) } : {};
  // Only Mobile has a maximum (its message is the server's, shared/domain/adminRules.ts).
  const tooLong = (field: (typeof textFields)[number]) =>
    field.maxLength !== undefined && values[field.name].trim().length > field.maxLength;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const problem = userFormProblem(values, creating);
    if (problem) {
      notify.warning(problem);
      // After the marks render: the first marked field takes the focus (a bootstrap admin's own
      // record starts with six of them blank).
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    const { password, ...fields } = values;
    try {
      const answer = await save.trigger(
        creating ? { ...fields, ...(password ? { password } : {}) } : { ...fields, id: userId, active },
      );
      const saved = creating ? USER_MESSAGES.created : USER_MESSAGES.updated;
      // An agent in no department yet: the toast names the second step (Agent Mapping).
      notify.success(answer.notice ? `${saved}. ${answer.notice}` : saved);
      navigate(USERS_LIST_PATH);
    } catch (failure) {
      notify.failure(failure, 'Some error occurred while saving!');
    }
  };

  const department = departments?.find((each) => each.id === values.openDepartmentId);
  // The tenant's office types (an unknown one is refused, they pick the escalation group); a stored
  // type the tenant no longer lists stays offered, so the user can still be saved unchanged.
  const officeTypes = (catalogueOptions?.officeTypes ?? []).map((each) => each.name);
  const officeType = officeTypes.find((name) => sameName(name, values.officeType)) ?? values.officeType;
  if (officeType && !officeTypes.includes(officeType)) officeTypes.push(officeType);
  const role = HELPDESK_ROLE_OPTIONS.find((option) => option.value === values.helpdeskRole);

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-label={creating ? 'Add User' : 'View User'}
    >
      {textFields.map((field) => [
        field.name === 'designation' && (
          <Field key="officeType" label="Office Type" required {...marked('officeType', 'Office Type')}>
            <Dropdown
              placeholder="Select office type"
              value={officeType}
              selectedOptions={officeType ? [officeType] : []}
              onOptionSelect={(_, data) => set('officeType')(data.optionValue ?? '')}
            >
              <DropdownOptions choices={officeTypes.map((name) => ({ value: name, label: name }))} />
            </Dropdown>
          </Field>
        ),
        <Field
          key={field.name}
          label={field.label}
          required
          // The maximum is shown and longer text refused with a message, never cut (issue 21 item 24).
          hint={field.maxLength ? `At most ${field.maxLength} characters` : undefined}
          {...(tooLong(field)
            ? { validationState: 'error', validationMessage: USER_MESSAGES.mobileTooLong }
            : marked(field.name, field.label))}
        >
          <Input type={field.type} value={values[field.name]} onChange={(_, data) => set(field.name)(data.value)} />
        </Field>,
      ])}
      <Field label="Help Desk Role" required {...marked('helpdeskRole', 'Help Desk Role')}>
        <Dropdown
          placeholder="Select role"
          value={role?.label ?? ''}
          selectedOptions={values.helpdeskRole ? [values.helpdeskRole] : []}
          onOptionSelect={(_, data) => set('helpdeskRole')(data.optionValue ?? '')}
        >
          <DropdownOptions choices={HELPDESK_ROLE_OPTIONS} />
        </Dropdown>
      </Field>
      <Field label="Branch" required {...marked('branch', 'Branch')}>
        <Input value={values.branch} onChange={(_, data) => set('branch')(data.value)} />
      </Field>
      <Field label="Open Department Id" required {...marked('openDepartmentId', 'Open Department Id')}>
        <Dropdown
          placeholder="Select department"
          value={
            department ? departmentText(department) : values.openDepartmentId // a stored id the department list does not hold
          }
          selectedOptions={values.openDepartmentId ? [values.openDepartmentId] : []}
          onOptionSelect={(_, data) => set('openDepartmentId')(data.optionValue ?? '')}
        >
          <DropdownOptions
            choices={(departments ?? []).map((each) => ({ value: each.id, label: departmentText(each) }))}
          />
        </Dropdown>
      </Field>
      <Field label="Employee Id" required {...marked('employeeId', 'Employee Id')}>
        <Input value={values.employeeId} onChange={(_, data) => set('employeeId')(data.value)} />
      </Field>
      {!creating && (
        <Field label="Active" hint="A user who is not active cannot sign in; turning this off signs them out.">
          <Switch
            checked={active}
            onChange={(_, data) => setActive(data.checked)}
            label={active ? 'Active' : 'Disabled'}
          />
        </Field>
      )}
      {creating && (
        <Field
          label="Password"
          hint={`Optional: at least ${PASSWORD_RULE_MIN_LENGTH} characters, not the user's e-mail address, not a common password. Left empty, the user is mailed a link to set their own.`}
        >
          <Input
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={(_, data) => set('password')(data.value)}
          />
        </Field>
      )}
      <div className={styles.buttons}>
        <Button appearance="primary" type="submit" disabled={save.isMutating}>
          {creating ? 'Submit' : 'Update'}
        </Button>
        <Button onClick={() => navigate(USERS_LIST_PATH)}>Cancel</Button>
      </div>
    </form>
  );
}
