import {
  Button,
  Field,
  Input,
  type InputProps,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { MANDATORY_MESSAGE } from '@shared/domain/formMessages';
import { type FormEvent, Fragment, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { busyIcon } from '@/components/busyIcon';
import { fieldsStayInColumnsStyle } from '@/components/formStyles';
import { LoadingRows } from '@/components/LoadingRows';
import { PageShell } from '@/components/PageShell';
import { useNotify } from '@/components/toast';
import { idFromAddressSegment } from '@/lib/queryString';
import { useApiMutation, useApiQuery } from '@/lib/useApi';
import {
  type DraftField,
  type DraftProblem,
  draftFromRow,
  draftProblems,
  type EscalationDraft,
  emptyDraft,
  LEVELS,
  MOBILE_MAX_LENGTH,
  STATE_MAX_LENGTH,
  savePayload,
} from './escalationDraft';
import { isKeyOf, type MatrixScreens } from './matrices';

const SAVE_FAILED_MESSAGE = 'The escalation could not be saved. Please try again.';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    margin: 0,
    minWidth: 0,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL} ${tokens.spacingVerticalL}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  legend: {
    padding: `0 ${tokens.spacingHorizontalXS}`,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
    gap: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    alignItems: 'start',
    ...fieldsStayInColumnsStyle,
  },
  levels: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(320px, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

/**
 * Add (no id in the address) or view/update (/id:{id}, prefilled from findById) one escalation row.
 * Branch, Department and Module are required; after a save the server's message is shown and the
 * visitor returns to the list (administration spec sections 2, 4, 5 and 8).
 */
export function EscalationFormPage({ screens }: { screens: MatrixScreens }) {
  const id = idFromAddressSegment(useParams().matrixRef);
  return (
    <PageShell title={`${id ? 'Update' : 'Add'} ${screens.label} Escalation`}>
      {id ? (
        <StoredEscalationForm key={id} screens={screens} id={id} />
      ) : (
        <EscalationForm key="new" screens={screens} initial={emptyDraft()} />
      )}
    </PageShell>
  );
}

function StoredEscalationForm({ screens, id }: { screens: MatrixScreens; id: string }) {
  const navigate = useNavigate();
  // The form starts from what the row holds now, not from a copy cached on an earlier visit: it waits
  // for this visit's own fetch, and nothing refetches (and resets the inputs) while it is edited.
  const row = useApiQuery(
    screens.endpoints.findById,
    { id },
    { revalidateOnMount: true, dedupingInterval: 0, revalidateOnFocus: false, revalidateOnReconnect: false },
  );
  const [initial, setInitial] = useState<EscalationDraft>();
  useEffect(() => {
    if (!initial && row.data && !row.isValidating) setInitial(draftFromRow(row.data));
  }, [initial, row.data, row.isValidating]);

  if (initial) return <EscalationForm screens={screens} id={id} initial={initial} />;
  if (row.error) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          {row.error.message}{' '}
          <Button appearance="transparent" size="small" onClick={() => navigate(screens.listPath)}>
            Back to {screens.listTitle}
          </Button>
        </MessageBarBody>
      </MessageBar>
    );
  }
  return <LoadingRows label="Loading escalation" />;
}

interface EscalationFormProps {
  screens: MatrixScreens;
  /** Present when updating a stored row. */
  id?: string;
  initial: EscalationDraft;
}

function EscalationForm({ screens, id, initial }: EscalationFormProps) {
  const styles = useStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<DraftProblem[]>([]);
  const save = useApiMutation(screens.endpoints.saveUpdate);
  // Known branches, departments and their modules (issue 21 item 19), offered as suggestions: the
  // server refuses a row that can never match a ticket, with a message naming the field.
  const choices = useApiQuery(screens.endpoints.choices, {}, { revalidateOnFocus: false });
  const knownDepartments = choices.data?.departments ?? [];
  const departmentModules = knownDepartments.find(
    (known) => known.departmentName.toLowerCase() === draft.department.trim().toLowerCase(),
  )?.modules;
  const suggestions: Partial<Record<DraftField, readonly string[]>> = {
    branch: choices.data?.branches ?? [],
    department: knownDepartments.map((known) => known.departmentName),
    module: departmentModules ?? [...new Set(knownDepartments.flatMap((known) => known.modules))],
  };

  const problemOf = (field: DraftField) => problems.find((problem) => problem.field === field);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = draftProblems(draft);
    setProblems(found);
    if (found.length > 0) {
      notify.warning(found[0].message);
      return;
    }
    try {
      const answer = await save.trigger(savePayload(draft, id));
      if (!answer.success) {
        notify.error(answer.message);
        return;
      }
      notify.success(answer.message);
      // Every cached page of this list is now out of date; drop them so the list loads afresh.
      await mutate(isKeyOf(screens.endpoints.list.path), undefined, { revalidate: false });
      navigate(screens.listPath);
    } catch (failure) {
      notify.failure(failure, SAVE_FAILED_MESSAGE);
    }
  };

  /** One text input bound to a draft field. */
  const field = (name: DraftField, label: string, input: Partial<InputProps> = {}, required = false, hint?: string) => {
    const problem = problemOf(name);
    const message =
      problem?.message === MANDATORY_MESSAGE ? `${label} is required` : problem ? problem.message : undefined;
    const known = suggestions[name];
    const listId = known ? `escalation-${name}-choices` : undefined;
    // The datalist sits beside the Field: a Field labels exactly one child.
    return (
      <Fragment key={name}>
        <Field
          label={label}
          required={required}
          validationState={problem ? 'error' : 'none'}
          validationMessage={message}
          hint={hint}
        >
          <Input
            name={name}
            value={draft[name]}
            onChange={(_, data) => {
              setDraft((current) => ({ ...current, [name]: data.value }));
              if (problem) setProblems((current) => current.filter((each) => each.field !== name));
            }}
            {...input}
            {...(listId ? { list: listId, autoComplete: 'off' } : {})}
          />
        </Field>
        {listId && (
          <datalist id={listId}>
            {known?.map((value) => (
              <option key={value} value={value} />
            ))}
          </datalist>
        )}
      </Fragment>
    );
  };
  // No maxLength: the inputs say their maximum and the check refuses longer text (issue 21 item 24).
  const mobile: Partial<InputProps> = { type: 'tel', autoComplete: 'off' };
  const mobileHint = `10 to ${MOBILE_MAX_LENGTH} digits`;
  const email: Partial<InputProps> = { type: 'email', autoComplete: 'off' };

  return (
    // noValidate: the required fields are checked here, with the spec's warning toast.
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={`${screens.label} escalation`}>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>Escalation</legend>
        <div className={styles.grid}>
          {field('branch', 'Branch', {}, true)}
          {field('department', 'Department', {}, true)}
          {field('module', 'Module', {}, true)}
          {field('state', 'State', {}, false, `At most ${STATE_MAX_LENGTH} characters`)}
          {field('district', 'District')}
          {field('agm', 'AGM')}
          {/* blankcol: the old matrix's spare column, shown under a name people read (issue 21 item 25). */}
          {field('blankcol', 'Other Details')}
        </div>
      </fieldset>

      <div className={styles.levels}>
        {LEVELS.map((level) => (
          <fieldset key={level} className={styles.section}>
            <legend className={styles.legend}>Level {level}</legend>
            {field(`l${level}name`, 'Name')}
            {field(`l${level}mobile`, 'Mobile', mobile, false, mobileHint)}
            {field(`l${level}email`, 'Email', email)}
          </fieldset>
        ))}
        <fieldset className={styles.section}>
          <legend className={styles.legend}>HOD</legend>
          {field('hodname', 'HOD name')}
          {field('hodmobile', 'HOD mobile', mobile, false, mobileHint)}
          {field('hodemail', 'HOD email', email)}
        </fieldset>
      </div>

      <div className={styles.actions}>
        <Button appearance="primary" type="submit" disabled={save.isMutating} icon={busyIcon(save.isMutating)}>
          {id ? 'Update' : 'Submit'}
        </Button>
        <Button type="button" onClick={() => navigate(screens.listPath)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
