import { Button, Checkbox, Field, MessageBar, MessageBarBody, Subtitle2 } from '@fluentui/react-components';
import { ticketCategories } from '@shared/domain/statuses';
import { slaPlans } from '@shared/domain/tickets';
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTenantSettings, useUserDetails } from '@/api/session';
import {
  searchUsersByName,
  type UserPick,
  useDepartments,
  useHelpTopics,
  useTicketOptions,
  useTicketSources,
} from '@/api/tickets';
import { AttachmentPicker } from '@/components/attachments/AttachmentPicker';
import { SelectField, type SelectFieldProps } from '@/components/SelectField';
import { DynamicFieldInput } from '@/components/tickets/DynamicFieldInput';
import { useAttachmentUploads } from '@/hooks/useAttachmentUploads';
import { type DynamicEntry, missingFieldMessage } from '@/lib/dynamicFields';
import { readSession, storedRoleFlags } from '@/lib/session';
import {
  type Creator,
  emptyDraft,
  type MissingField,
  missingFields,
  type NewTicketDraft,
  withDepartment,
  withHelpTopic,
} from './newTicketDraft';
import { useNewTicketStyles as useStyles } from './newTicketStyles';
import { LazyUserSearch, RequesterSection } from './RequesterSection';
import { useNewTicketSubmit } from './useNewTicketSubmit';

/** The payload's filesUpload holds at most 10 keys. */
const MAX_ATTACHMENTS = 10;

function signedInCreator(): Creator {
  return {
    userId: readSession('userId') ?? '',
    email: readSession('email') ?? '',
    employeeId: readSession('employeeId') ?? '',
    openDepartmentId: readSession('userDepartment') ?? '',
    isAgent: storedRoleFlags().isAgent,
  };
}

const describeByName = (user: UserPick) => user.fullName;

/** One of the ticket's required choices: the draft field it sets, its label and its choices. */
interface TicketChoice {
  name: 'ticketSourceId' | 'departmentId' | 'helpTopicId' | 'slaPlan' | 'ticketCategory' | 'ticketStatus';
  label: string;
  choices: SelectFieldProps['choices'];
  /** Shown to agents only. */
  agentsOnly?: boolean;
  disabled?: boolean;
  /** Where the choice changes other fields too; otherwise it sets its own field. */
  onChange?(value: string): void;
}

/** /addTicket (tickets spec 2.6): raise a ticket, for oneself or on behalf of another person. */
export function NewTicketForm() {
  const styles = useStyles();
  const creator = useMemo(signedInCreator, []);
  const { data: me } = useUserDetails(creator.userId || null);
  const { data: tenant } = useTenantSettings(true);
  const [draft, setDraft] = useState<NewTicketDraft>(() => emptyDraft(creator));
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

  const { submit, saving } = useNewTicketSubmit({
    draft,
    fields,
    creator,
    officeType: me?.officeType,
    tenant: tenant?.data,
    departments: departments.data,
    helpTopic,
    uploads,
    onIncomplete: () => {
      setAttempted(true);
      // After the marks render: the first marked control takes the focus.
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    },
  });

  const categoryOptions = options.data?.ticketCategories ?? ticketCategories;
  /** The ticket's required choices, in the form's order. */
  const ticketChoices: TicketChoice[] = [
    {
      name: 'ticketSourceId',
      label: 'Ticket Source',
      agentsOnly: true,
      choices: sources.data?.map((source) => ({ value: source.id, label: source.sourceName })),
    },
    {
      name: 'departmentId',
      label: 'Department',
      choices: departments.data?.map((department) => ({ value: department.id, label: department.departmentName })),
      onChange: (departmentId) => setDraft((d) => withDepartment(d, departmentId)),
    },
    {
      name: 'helpTopicId',
      label: 'Help Topic',
      disabled: !draft.departmentId,
      choices: helpTopics.data?.map((topic) => ({ value: topic.id, label: topic.helpTopicName })),
      onChange: (topicId) =>
        setDraft((d) =>
          withHelpTopic(
            d,
            helpTopics.data?.find((topic) => topic.id === topicId),
          ),
        ),
    },
    { name: 'slaPlan', label: 'SLA Plan', choices: options.data?.slaPlans ?? slaPlans },
    {
      name: 'ticketCategory',
      label: 'Ticket Category',
      choices: categoryOptions.map((category) => ({ value: category, label: category })),
    },
    {
      name: 'ticketStatus',
      label: 'Status',
      agentsOnly: true,
      choices: options.data?.settableStatuses.map((status) => ({ value: status, label: status })),
    },
  ];

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

      <RequesterSection
        draft={draft}
        isAgent={creator.isAgent}
        marked={marked}
        onBehalfChange={setOnBehalf}
        onRequesterChange={chooseRequester}
        onEmployeeNoChange={(employeeNo) => change({ employeeNo })}
      />

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
          {ticketChoices
            .filter((choice) => creator.isAgent || !choice.agentsOnly)
            .map(({ name, label, choices, disabled, onChange }) => (
              <SelectField
                key={name}
                label={label}
                required
                validation={marked(name, label)}
                value={draft[name]}
                disabled={disabled}
                onChange={onChange ?? ((value) => change({ [name]: value }))}
                choices={choices}
              />
            ))}
          {creator.isAgent && (
            <Field label="Assignee" required {...marked('assigneeId', 'Assignee')}>
              <LazyUserSearch
                placeholder="Search agent by name"
                textOf={describeByName}
                search={searchUsersByName}
                selectedId={draft.assigneeId}
                onSelect={(user) => change({ assigneeId: user?.id ?? '', assigneeFullName: user?.fullName ?? '' })}
              />
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
        <AttachmentPicker label="Attachment" disabled={saving} {...uploads.picker} />
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
