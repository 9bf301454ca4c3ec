import {
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Select,
  Subtitle2,
  tokens,
} from '@fluentui/react-components';
import {
  type FormEvent,
  type KeyboardEvent,
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import {
  getTicketsCountForDisplay,
  getTicketsWithPageNumber,
  TICKET_SAVE_FAILED_MESSAGE,
  TICKET_SAVED_MESSAGE,
} from '../../../../../shared/contract/tickets';
import { ticketCategories } from '../../../../../shared/domain/statuses';
import { slaPlans } from '../../../../../shared/domain/tickets';
import { useTenantSettings, useUserDetails } from '../../../api/session';
import {
  lookUpEscalationContact,
  saveNewTicket,
  searchUsersByEmail,
  searchUsersByName,
  type UserPick,
  useDepartments,
  useHelpTopics,
  useTicketOptions,
  useTicketSources,
} from '../../../api/tickets';
import { AttachmentPicker } from '../../../components/attachments/AttachmentPicker';
import { DynamicFieldInput } from '../../../components/tickets/DynamicFieldInput';
import { useNotify } from '../../../components/toast';
import { useAttachmentUploads } from '../../../hooks/useAttachmentUploads';
import { ApiError, isApiError } from '../../../lib/apiClient';
import { refusalMessage } from '../../../lib/apiError';
import { type DynamicEntry, missingFieldMessage } from '../../../lib/dynamicFields';
import { readSession, storedRoleFlags } from '../../../lib/session';
import {
  type Creator,
  draftProblem,
  emptyDraft,
  escalationLookupKind,
  MANDATORY_MESSAGE,
  type MissingField,
  missingFields,
  type NewTicketDraft,
  toCreatePayload,
  withDepartment,
  withHelpTopic,
  withOfficeCodes,
} from './newTicketDraft';

/** Only on-behalf-of and agents search users: the typeahead loads when first shown. */
const UserSearchCombobox = lazy(async () => ({
  default: (await import('../../../components/UserSearchCombobox')).UserSearchCombobox,
}));
const searchPlaceholder = <Input disabled placeholder="Loading…" />;

/** The payload's filesUpload holds at most 10 keys. */
const MAX_ATTACHMENTS = 10;

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '1100px' },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow2,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    alignItems: 'start',
  },
  wide: { gridColumn: '1 / -1' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

function signedInCreator(): Creator {
  return {
    userId: readSession('userId') ?? '',
    email: readSession('email') ?? '',
    employeeId: readSession('employeeId') ?? '',
    openDepartmentId: readSession('userDepartment') ?? '',
    isAgent: storedRoleFlags().isAgent,
  };
}

const describeByEmail = (user: UserPick) => user.email;
const describeByName = (user: UserPick) => user.fullName;

/** /addTicket (tickets spec 2.6): raise a ticket, for oneself or on behalf of another person. */
export function NewTicketForm() {
  const styles = useStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const creator = useMemo(signedInCreator, []);
  const { data: me } = useUserDetails(creator.userId || null);
  const { data: tenant } = useTenantSettings(true);
  const [draft, setDraft] = useState<NewTicketDraft>(() => emptyDraft(creator));
  const [saving, setSaving] = useState(false);
  // Once Submit found a field missing, every missing field is marked until it is filled (issue 17).
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const uploads = useAttachmentUploads(MAX_ATTACHMENTS);

  const departments = useDepartments();
  const helpTopics = useHelpTopics(draft.departmentId);
  const options = useTicketOptions();
  const sources = useTicketSources(creator.isAgent);
  const helpTopic = helpTopics.data?.find((topic) => topic.id === draft.helpTopicId);
  const fields = helpTopic?.dynamicFormDetails.fields ?? [];
  const loadFailed = departments.error ?? options.error ?? sources.error ?? helpTopics.error;

  const missing = new Set<MissingField>(attempted ? missingFields(draft, fields, creator.isAgent) : []);
  /** A Field's marking: red outline, aria-invalid on its control and the message under it. */
  const marked = (name: MissingField, label: string) =>
    missing.has(name) ? { validationState: 'error' as const, validationMessage: missingFieldMessage(label) } : {};

  const change = useCallback((changes: Partial<NewTicketDraft>) => setDraft((d) => ({ ...d, ...changes })), []);

  // The signed-in user's own name arrives with their details.
  const ownName = me?.fullName ?? '';
  useEffect(() => {
    if (ownName) setDraft((d) => (d.onBehalf || d.fullName ? d : { ...d, fullName: ownName }));
  }, [ownName]);

  function setOnBehalf(onBehalf: boolean) {
    const self = emptyDraft(creator, ownName);
    setDraft((d) => ({
      ...d,
      onBehalf,
      userId: onBehalf ? '' : self.userId,
      email: onBehalf ? '' : self.email,
      fullName: onBehalf ? '' : self.fullName,
      employeeNo: onBehalf ? '' : self.employeeNo,
    }));
  }

  function chooseRequester(user: UserPick | undefined) {
    // The directory gives ordinary users a name and an e-mail only (issue #15): the employee number
    // of the person the ticket is for is typed.
    change({ userId: user?.id ?? '', email: user?.email ?? '', fullName: user?.fullName ?? '', employeeNo: '' });
  }

  const setDynamic = (name: string, entry: DynamicEntry) =>
    setDraft((d) => ({ ...d, dynamic: { ...d.dynamic, [name]: entry } }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const complete = { ...draft, attachments: uploads.files };
    const problem = draftProblem(complete, fields, creator.isAgent);
    if (problem) {
      notify.warning(problem);
      setAttempted(true);
      // After the marks render: the first marked control takes the focus.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setSaving(true);
    let contact: Awaited<ReturnType<typeof lookUpEscalationContact>> | undefined;
    const kind = escalationLookupKind(draft.onBehalf, me?.officeType, tenant?.data);
    const departmentName = departments.data?.find((department) => department.id === draft.departmentId)?.departmentName;
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

  const slaOptions = options.data?.slaPlans ?? slaPlans;
  const categoryOptions = options.data?.ticketCategories ?? ticketCategories;

  return (
    // noValidate: the spec's warning toast, not the browser's bubbles, reports missing fields.
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      onKeyDown={keepEnterFromSubmitting}
      noValidate
      aria-label="New Ticket"
    >
      {loadFailed && (
        <MessageBar intent="error">
          <MessageBarBody>Some form options could not be loaded. Please reload the page.</MessageBarBody>
        </MessageBar>
      )}

      <section className={styles.section} aria-labelledby="requester-heading">
        <Subtitle2 as="h2" id="requester-heading">
          User Information
        </Subtitle2>
        <Checkbox
          label="Create ticket on behalf of another person"
          checked={draft.onBehalf}
          onChange={(_event, data) => setOnBehalf(data.checked === true)}
        />
        <div className={styles.grid}>
          <Field label="Email" required {...marked('email', 'Email')}>
            {draft.onBehalf ? (
              <Suspense fallback={searchPlaceholder}>
                <UserSearchCombobox
                  placeholder="Search user by e-mail"
                  textOf={describeByEmail}
                  search={searchUsersByEmail}
                  selectedId={draft.userId}
                  onSelect={chooseRequester}
                />
              </Suspense>
            ) : (
              <Input type="email" appearance="filled-darker" value={draft.email} readOnly />
            )}
          </Field>
          <Field label="Full Name" required {...marked('fullName', 'Full Name')}>
            <Input appearance="filled-darker" value={draft.fullName} readOnly />
          </Field>
          {!creator.isAgent && (
            <Field label="Employee Number" required {...marked('employeeNo', 'Employee Number')}>
              <Input value={draft.employeeNo} onChange={(_event, data) => change({ employeeNo: data.value })} />
            </Field>
          )}
        </div>
      </section>

      <section className={styles.section} aria-labelledby="ticket-heading">
        <Subtitle2 as="h2" id="ticket-heading">
          Ticket Information
        </Subtitle2>
        <Field label="Ticket Notice">
          <Checkbox
            label="Send alert to user"
            checked={draft.ticketNotice}
            onChange={(_event, data) => change({ ticketNotice: data.checked === true })}
          />
        </Field>
        <div className={styles.grid}>
          {creator.isAgent && (
            <Field label="Ticket Source" required {...marked('ticketSourceId', 'Ticket Source')}>
              <Select value={draft.ticketSourceId} onChange={(_event, data) => change({ ticketSourceId: data.value })}>
                <option value="">Select</option>
                {sources.data?.map((source) => (
                  <option key={source.id} value={source.id}>
                    {source.sourceName}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          <Field label="Department" required {...marked('departmentId', 'Department')}>
            <Select
              value={draft.departmentId}
              onChange={(_event, data) => setDraft((d) => withDepartment(d, data.value))}
            >
              <option value="">Select</option>
              {departments.data?.map((department) => (
                <option key={department.id} value={department.id}>
                  {department.departmentName}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Help Topic" required {...marked('helpTopicId', 'Help Topic')}>
            <Select
              value={draft.helpTopicId}
              disabled={!draft.departmentId}
              onChange={(_event, data) =>
                setDraft((d) =>
                  withHelpTopic(
                    d,
                    helpTopics.data?.find((topic) => topic.id === data.value),
                  ),
                )
              }
            >
              <option value="">Select</option>
              {helpTopics.data?.map((topic) => (
                <option key={topic.id} value={topic.id}>
                  {topic.helpTopicName}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="SLA Plan" required {...marked('slaPlan', 'SLA Plan')}>
            <Select value={draft.slaPlan} onChange={(_event, data) => change({ slaPlan: data.value })}>
              <option value="">Select</option>
              {slaOptions.map((plan) => (
                <option key={plan.value} value={plan.value}>
                  {plan.label}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Ticket Category" required {...marked('ticketCategory', 'Ticket Category')}>
            <Select value={draft.ticketCategory} onChange={(_event, data) => change({ ticketCategory: data.value })}>
              <option value="">Select</option>
              {categoryOptions.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </Select>
          </Field>
          {creator.isAgent && (
            <Field label="Status" required {...marked('ticketStatus', 'Status')}>
              <Select value={draft.ticketStatus} onChange={(_event, data) => change({ ticketStatus: data.value })}>
                <option value="">Select</option>
                {options.data?.settableStatuses.map((status) => (
                  <option key={status} value={status}>
                    {status}
                  </option>
                ))}
              </Select>
            </Field>
          )}
          {creator.isAgent && (
            <Field label="Assignee" required {...marked('assigneeId', 'Assignee')}>
              <Suspense fallback={searchPlaceholder}>
                <UserSearchCombobox
                  placeholder="Search agent by name"
                  textOf={describeByName}
                  search={searchUsersByName}
                  selectedId={draft.assigneeId}
                  onSelect={(user) => change({ assigneeId: user?.id ?? '', assigneeFullName: user?.fullName ?? '' })}
                />
              </Suspense>
            </Field>
          )}
        </div>
      </section>

      {helpTopic && fields.length > 0 && (
        <section className={styles.section} aria-labelledby="details-heading">
          <Subtitle2 as="h2" id="details-heading">
            Ticket Details
          </Subtitle2>
          {/* Keyed by help topic: another topic starts a fresh form. */}
          <div className={styles.grid} key={helpTopic.id}>
            {fields.map((field) => (
              <div key={field.name} className={field.type === 'textarea' ? styles.wide : undefined}>
                <DynamicFieldInput
                  field={field}
                  missing={missing.has(`dynamic:${field.name}`)}
                  entry={draft.dynamic[field.name]}
                  onChange={(entry) => setDynamic(field.name, entry)}
                />
              </div>
            ))}
          </div>
        </section>
      )}

      <section className={styles.section} aria-labelledby="attachments-heading">
        <Subtitle2 as="h2" id="attachments-heading">
          Attachments
        </Subtitle2>
        <AttachmentPicker
          label="Attachment"
          files={uploads.files}
          uploading={uploads.uploading}
          progress={uploads.progress}
          removing={uploads.removing}
          max={MAX_ATTACHMENTS}
          disabled={saving}
          onPick={(file) => void uploads.add(file)}
          onRemove={(key) => void uploads.remove(key)}
        />
      </section>

      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={saving || uploads.uploading}>
          Submit
        </Button>
      </div>
    </form>
  );
}

/**
 * Enter in a one-line field does not send the form (issue 17): a half-filled ticket was sent by
 * habit. Enter still works in text areas, on buttons and in the pickers' own lists.
 */
function keepEnterFromSubmitting(event: KeyboardEvent<HTMLFormElement>) {
  const target = event.target as HTMLElement;
  if (
    event.key === 'Enter' &&
    target instanceof HTMLInputElement &&
    target.type !== 'checkbox' &&
    target.type !== 'radio'
  ) {
    if (target.getAttribute('role') !== 'combobox') event.preventDefault();
  }
}
