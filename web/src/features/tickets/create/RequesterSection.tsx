import { Checkbox, Field, type FieldProps, Input, Subtitle2 } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { searchUsersByEmail, type UserPick } from '@/api/tickets';
import type { UserSearchComboboxProps } from '@/components/UserSearchCombobox';
import type { MissingField, NewTicketDraft } from './newTicketDraft';
import { useNewTicketStyles as useStyles } from './newTicketStyles';

/** Only on-behalf-of and agents search users: the typeahead loads when first shown. */
const UserSearchCombobox = lazy(async () => ({
  default: (await import('@/components/UserSearchCombobox')).UserSearchCombobox,
}));

/** New Ticket's user search: a disabled box stands in while the typeahead's chunk arrives. */
export function LazyUserSearch(props: UserSearchComboboxProps) {
  return (
    <Suspense fallback={<Input disabled placeholder="Loading…" />}>
      <UserSearchCombobox {...props} />
    </Suspense>
  );
}

const describeByEmail = (user: UserPick) => user.email;

export interface RequesterSectionProps {
  draft: NewTicketDraft;
  isAgent: boolean;
  /** A Field's marking when Submit found it missing. */
  marked(name: MissingField, label: string): Pick<FieldProps, 'validationState' | 'validationMessage'>;
  onBehalfChange(onBehalf: boolean): void;
  onRequesterChange(user: UserPick | undefined): void;
  onEmployeeNoChange(employeeNo: string): void;
}

/** New Ticket's requester: oneself, or (on behalf of) a person found by e-mail; a requester types their employee number. */
export function RequesterSection({
  draft,
  isAgent,
  marked,
  onBehalfChange,
  onRequesterChange,
  onEmployeeNoChange,
}: RequesterSectionProps) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-labelledby="requester-heading">
      <Subtitle2 as="h2" id="requester-heading">
        User Information
      </Subtitle2>
      <Checkbox
        label="Create ticket on behalf of another person"
        checked={draft.onBehalf}
        onChange={(_event, data) => onBehalfChange(data.checked === true)}
      />
      <div className={styles.grid}>
        <Field label="Email" required {...marked('email', 'Email')}>
          {draft.onBehalf ? (
            <LazyUserSearch
              placeholder="Search user by e-mail"
              textOf={describeByEmail}
              search={searchUsersByEmail}
              selectedId={draft.userId}
              onSelect={onRequesterChange}
            />
          ) : (
            <Input type="email" appearance="filled-darker" value={draft.email} readOnly />
          )}
        </Field>
        <Field label="Full Name" required {...marked('fullName', 'Full Name')}>
          <Input appearance="filled-darker" value={draft.fullName} readOnly />
        </Field>
        {!isAgent && (
          <Field label="Employee Number" required {...marked('employeeNo', 'Employee Number')}>
            <Input value={draft.employeeNo} onChange={(_event, data) => onEmployeeNoChange(data.value)} />
          </Field>
        )}
      </div>
    </section>
  );
}
