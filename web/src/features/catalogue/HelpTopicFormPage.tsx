import {
  Button,
  Field,
  Input,
  makeStyles,
  Select,
  Subtitle2,
  Switch,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { CATALOGUE_MESSAGES, formProblem, subCategoriesProblem } from '@shared/domain/catalogue';
import { slaDays, slaLabel } from '@shared/domain/tickets';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { fieldsStayInColumnsStyle, selectInColumnStyle } from '@/components/formStyles';
import { LoadingRows } from '@/components/LoadingRows';
import { PageSaveButton, PageShell } from '@/components/PageShell';
import { DynamicFieldInput } from '@/components/tickets/DynamicFieldInput';
import type { DynamicEntry } from '@/lib/dynamicFields';
import { idFromAddressSegment } from '@/lib/queryString';
import { useAllDepartments, useCatalogueInvalidate, useCatalogueOptions, useHelpTopic, useSaveHelpTopic } from './api';
import { BuilderFieldCard, fieldLabelHeight } from './BuilderFieldCard';
import { useCatalogueWrite } from './EditDialog';
import { type BuilderField, fromDefinition, move, newField, toDefinition } from './formBuilder';
import { CATALOGUE_PATHS, helpTopicFormPath } from './paths';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
    gap: tokens.spacingHorizontalXXL,
    '@media (max-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
  column: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  // Fields keep their own height at the top of their row (Sub-categories is taller: Category's
  // input grew and sat lower); the switch, which has no label above it, lines up with the inputs.
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
    ...fieldsStayInColumnsStyle,
  },
  ...selectInColumnStyle,
  besideInputs: { marginTop: fieldLabelHeight },
  preview: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground2,
    borderRadius: tokens.borderRadiusMedium,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface TopicDraft {
  departmentId: string;
  helpTopicName: string;
  sla: string;
  module: string;
  subCategoriesText: string;
  active: boolean;
  fields: BuilderField[];
}

const emptyDraft: TopicDraft = {
  departmentId: '',
  helpTopicName: '',
  sla: '',
  module: '',
  subCategoriesText: '',
  active: true,
  fields: [],
};

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * /catalogue/helpTopic[/id:{id}]: a help topic and its dynamic form. The builder adds, orders,
 * edits and removes fields; beside it the preview renders them with New Ticket's own field component.
 */
export default function HelpTopicFormPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const topicId = idFromAddressSegment(useParams().topicRef);
  const topic = useHelpTopic(topicId);
  const departments = useAllDepartments();
  const options = useCatalogueOptions();
  const save = useSaveHelpTopic();
  const invalidate = useCatalogueInvalidate();
  const write = useCatalogueWrite();
  const [draft, setDraft] = useState<TopicDraft>(emptyDraft);
  const [version, setVersion] = useState<number | undefined>();
  const [preview, setPreview] = useState<Record<string, DynamicEntry>>({});
  // After a save was tried, each empty required field says what it needs (not only the toast).
  const [attempted, setAttempted] = useState(false);
  const needs = (empty: boolean, message: string) =>
    attempted && empty ? { validationState: 'error' as const, validationMessage: message } : {};

  useEffect(() => {
    if (!topic.data) return;
    setVersion(topic.data.version);
    setDraft({
      departmentId: topic.data.departmentId,
      helpTopicName: topic.data.helpTopicName,
      sla: topic.data.sla,
      module: topic.data.module,
      subCategoriesText: topic.data.subCategories.join('\n'),
      active: topic.data.active,
      fields: topic.data.dynamicFormDetails.fields.map(fromDefinition),
    });
  }, [topic.data]);

  const definitions = useMemo(() => draft.fields.map(toDefinition), [draft.fields]);
  const setField = (index: number, change: (field: BuilderField) => BuilderField) =>
    setDraft((current) => ({
      ...current,
      fields: current.fields.map((field, at) => (at === index ? change(field) : field)),
    }));

  const problem = !draft.departmentId
    ? CATALOGUE_MESSAGES.departmentNeeded
    : !draft.helpTopicName.trim()
      ? CATALOGUE_MESSAGES.helpTopicNameNeeded
      : !draft.module.trim()
        ? CATALOGUE_MESSAGES.categoryNeeded
        : slaDays(draft.sla) === undefined
          ? CATALOGUE_MESSAGES.slaNotOffered
          : (formProblem(definitions) ?? subCategoriesProblem(lines(draft.subCategoriesText)));

  const onSave = async () => {
    setAttempted(true);
    let savedId: string | undefined;
    const ok = await write(async () => {
      const answer = await save.trigger({
        ...(topicId ? { id: topicId, version } : {}),
        departmentId: draft.departmentId,
        helpTopicName: draft.helpTopicName,
        sla: draft.sla,
        module: draft.module,
        subCategories: lines(draft.subCategoriesText),
        active: draft.active,
        dynamicFormDetails: { fields: definitions },
      });
      savedId = answer.id;
      setVersion(answer.version);
      return answer;
    }, problem);
    if (!ok) return;
    await invalidate();
    if (!topicId && savedId) navigate(helpTopicFormPath(savedId), { replace: true });
  };

  if (topicId && topic.isLoading) return <LoadingRows label="Loading help topic" />;

  return (
    <PageShell
      title={topicId ? 'Edit Help Topic' : 'Add Help Topic'}
      actions={
        <div className={styles.actions}>
          <Button appearance="secondary" onClick={() => navigate(CATALOGUE_PATHS.helpTopics)}>
            Back to Help Topics
          </Button>
          <PageSaveButton onSave={onSave} saving={save.isMutating} />
        </div>
      }
    >
      <div className={styles.layout}>
        <div className={styles.column}>
          <section className={styles.column} aria-labelledby="topic-heading">
            <Subtitle2 as="h2" id="topic-heading">
              Help Topic
            </Subtitle2>
            <div className={styles.grid}>
              <Field label="Department" required {...needs(!draft.departmentId, CATALOGUE_MESSAGES.departmentNeeded)}>
                <Select
                  className={styles.root}
                  select={{ className: styles.select }}
                  value={draft.departmentId}
                  onChange={(_event, data) => setDraft({ ...draft, departmentId: data.value })}
                >
                  <option value="">Select</option>
                  {(departments.data?.tickets ?? []).map((department) => (
                    <option key={department.id} value={department.id}>
                      {department.departmentName}
                      {department.active ? '' : ' (inactive)'}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field
                label="Help Topic Name"
                required
                {...needs(!draft.helpTopicName.trim(), CATALOGUE_MESSAGES.helpTopicNameNeeded)}
              >
                <Input
                  value={draft.helpTopicName}
                  maxLength={120}
                  onChange={(_event, data) => setDraft({ ...draft, helpTopicName: data.value })}
                />
              </Field>
              <Field label="Default SLA Plan" required {...needs(!draft.sla, CATALOGUE_MESSAGES.slaNotOffered)}>
                <Select
                  className={styles.root}
                  select={{ className: styles.select }}
                  value={draft.sla}
                  onChange={(_event, data) => setDraft({ ...draft, sla: data.value })}
                >
                  <option value="">Select</option>
                  {(options.data?.slaDays ?? []).map((day) => (
                    <option key={day} value={String(day)}>
                      {slaLabel(day)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field
                label="Category"
                required
                hint="Escalation contacts are found by branch, department and category"
                {...needs(!draft.module.trim(), CATALOGUE_MESSAGES.categoryNeeded)}
              >
                <Input
                  value={draft.module}
                  maxLength={120}
                  onChange={(_event, data) => setDraft({ ...draft, module: data.value })}
                />
              </Field>
              <Field label="Sub-categories" hint="One a line">
                <Textarea
                  resize="vertical"
                  value={draft.subCategoriesText}
                  onChange={(_event, data) => setDraft({ ...draft, subCategoriesText: data.value })}
                />
              </Field>
              <Switch
                className={styles.besideInputs}
                label="Active (offered in New Ticket)"
                checked={draft.active}
                onChange={(_event, data) => setDraft({ ...draft, active: data.checked })}
              />
            </div>
          </section>

          <section className={styles.column} aria-labelledby="builder-heading">
            <Subtitle2 as="h2" id="builder-heading">
              Form Fields
            </Subtitle2>
            {draft.fields.length === 0 && <span className={styles.muted}>This help topic asks for no details.</span>}
            {draft.fields.map((field, index) => {
              return (
                <BuilderFieldCard
                  key={field.key}
                  field={field}
                  index={index}
                  count={draft.fields.length}
                  onChange={(change) => setField(index, change)}
                  onMove={(step) => setDraft((current) => ({ ...current, fields: move(current.fields, index, step) }))}
                  onRemove={() =>
                    setDraft((current) => ({ ...current, fields: current.fields.filter((_, at) => at !== index) }))
                  }
                />
              );
            })}
            <div>
              <Button
                icon={<AddRegular />}
                onClick={() => setDraft((current) => ({ ...current, fields: [...current.fields, newField()] }))}
              >
                Add Field
              </Button>
            </div>
          </section>
        </div>

        <section className={styles.preview} aria-labelledby="preview-heading">
          <Subtitle2 as="h2" id="preview-heading">
            Preview: Ticket Details in New Ticket
          </Subtitle2>
          {definitions.length === 0 && <span className={styles.muted}>No fields yet.</span>}
          {definitions.map((field, index) => (
            <DynamicFieldInput
              key={draft.fields[index].key}
              field={{ ...field, label: field.label || '(no label)' }}
              entry={preview[draft.fields[index].key]}
              onChange={(entry) => setPreview((current) => ({ ...current, [draft.fields[index].key]: entry }))}
            />
          ))}
        </section>
      </div>
    </PageShell>
  );
}
