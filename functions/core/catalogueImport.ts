import {
  DEPARTMENT_IMPORT_COLUMNS,
  HELP_TOPIC_IMPORT_COLUMNS,
  IMPORT_FORM_FIELD_TYPES,
} from '../../shared/contract/imports';
import { CATALOGUE_MESSAGES, sameName } from '../../shared/domain/catalogue';
import { slaDays } from '../../shared/domain/tickets';
import type { HelpTopicRecord } from '../db/reference';
import type { Caller } from '../lib/auth';
import { badRequest } from '../lib/errors';
import { saveDepartment, saveHelpTopic } from './catalogue';
import {
  firstOfEachKey,
  IMPORT_TIME_BUDGET_MS,
  type RowOutcome,
  readImportCsv,
  removeImportUpload,
  runImportRows,
} from './csvImport';
import { loadReferenceData } from './reference';

/**
 * POST /api/departments/importCsv and /api/helpTopic/importCsv (shared/contract/imports.ts): each row
 * goes through the catalogue screens' own save (functions/core/catalogue.ts: rules, version, the
 * catalogue stamp). Catalogue writes are serialized through that stamp, so rows are written one at
 * a time; a catalogue is a few hundred rows at most.
 */

const ONE_AT_A_TIME = 1;

/**
 * One catalogue import: the CSV's rows, the first of each key kept (`what` names a repeat), each
 * written by `write` one at a time within the import's time budget; the upload is removed after.
 */
async function importCatalogueCsv<Column extends string>(
  caller: Caller,
  key: string,
  file: { columns: readonly Column[]; optional: readonly Column[] },
  repeats: { keyOf: (values: Record<Column, string>) => string; what: (values: Record<Column, string>) => string },
  write: (values: Record<Column, string>) => Promise<RowOutcome>,
) {
  const startedAt = Date.now();
  const csv = await readImportCsv(caller, key, file.columns, file.optional);
  const unique = firstOfEachKey(
    csv.rows,
    (row) => repeats.keyOf(row.values),
    (row) => repeats.what(row.values),
  );
  const report = await runImportRows(
    unique.rows,
    [...csv.rejected, ...unique.rejected],
    ({ values }) => write(values),
    startedAt + IMPORT_TIME_BUDGET_MS,
    { concurrency: ONE_AT_A_TIME },
  );
  await removeImportUpload(key);
  return report;
}

export const IMPORT_CATALOGUE_MESSAGES = {
  active: 'active must be true or false (or blank for true)',
  unknownDepartment: (name: string) => `Department ${name} was not found. Check its name.`,
  fieldForm: (pair: string) =>
    `Form field "${pair}" must be label:type, type one of ${IMPORT_FORM_FIELD_TYPES.join(', ')} (a trailing * makes it mandatory)`,
} as const;

function activeFlag(text: string): boolean {
  const value = text.trim().toLowerCase();
  if (['', 'true', 'yes', 'y', '1', 'active'].includes(value)) return true;
  if (['false', 'no', 'n', '0', 'inactive'].includes(value)) return false;
  throw badRequest(IMPORT_CATALOGUE_MESSAGES.active);
}

/** `Asset tag` → `asset_tag`: a dynamicFormJson key (letters, digits, underscores; a letter first). */
function fieldNameOf(label: string) {
  const base = label
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return (/^[a-z]/.test(base) ? base : `f_${base}`).slice(0, 64);
}

/** `Asset tag:text*; Purchase date:date` → the form's fields (the domain's rules check them after). */
export function importFormFields(text: string) {
  return text
    .split(';')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const match = /^(.+):\s*([a-z]+)\s*(\*)?$/i.exec(pair);
      const type = match?.[2].toLowerCase() as (typeof IMPORT_FORM_FIELD_TYPES)[number] | undefined;
      if (!match || !type || !IMPORT_FORM_FIELD_TYPES.includes(type))
        throw badRequest(IMPORT_CATALOGUE_MESSAGES.fieldForm(pair));
      const label = match[1].trim();
      return { name: fieldNameOf(label), label, type, mandatory: Boolean(match[3]), values: [] as string[] };
    });
}

const listOf = (text: string) =>
  text
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);

export function importDepartments(caller: Caller, key: string) {
  return importCatalogueCsv(
    caller,
    key,
    { columns: DEPARTMENT_IMPORT_COLUMNS, optional: ['active'] },
    { keyOf: (values) => values.departmentName, what: (values) => `The department ${values.departmentName}` },
    async (values) => {
      const active = activeFlag(values.active);
      const data = await loadReferenceData(true);
      const before = data.departments.find((department) => sameName(department.departmentName, values.departmentName));
      if (before && before.active === active && before.departmentName === values.departmentName) return 'unchanged';
      await saveDepartment(
        { id: before?.id, version: before?.version, departmentName: values.departmentName, active },
        caller,
      );
      return before ? 'updated' : 'created';
    },
  );
}

/** What a CSV row can say about a help topic, in a form to compare with the stored one. */
const topicShape = (
  topic: Pick<HelpTopicRecord, 'module' | 'sla' | 'subCategories' | 'active' | 'dynamicFormDetails'>,
) =>
  JSON.stringify([
    topic.module,
    String(topic.sla),
    topic.subCategories,
    topic.active,
    topic.dynamicFormDetails.fields.map(({ name, label, type, mandatory }) => [name, label, type, mandatory]),
  ]);

export function importHelpTopics(caller: Caller, key: string) {
  return importCatalogueCsv(
    caller,
    key,
    { columns: HELP_TOPIC_IMPORT_COLUMNS, optional: ['category', 'sla', 'subCategories', 'formFields', 'active'] },
    {
      keyOf: (values) => `${values.departmentName.toLowerCase()}\n${values.helpTopicName}`,
      what: (values) => `The help topic ${values.helpTopicName} of ${values.departmentName}`,
    },
    async (values) => {
      const active = activeFlag(values.active);
      const fields = importFormFields(values.formFields);
      const data = await loadReferenceData(true);
      const department = data.departments.find((entry) => sameName(entry.departmentName, values.departmentName));
      if (!values.departmentName) throw badRequest(CATALOGUE_MESSAGES.departmentNeeded);
      if (!department) throw badRequest(IMPORT_CATALOGUE_MESSAGES.unknownDepartment(values.departmentName));
      const before = data.helpTopics.find(
        (topic) => topic.departmentId === department.id && sameName(topic.helpTopicName, values.helpTopicName),
      );
      // Blank: the topic keeps its plan, or a new one takes the tenant's first (shortest listed) plan.
      const sla = values.sla || before?.sla || String(data.slaDays[0] ?? '');
      const wanted = {
        module: values.category || before?.module || '',
        sla: String(slaDays(sla) ?? sla),
        subCategories: [...new Set(listOf(values.subCategories))],
        active,
        dynamicFormDetails: { fields },
      };
      if (before && topicShape(before) === topicShape(wanted) && before.helpTopicName === values.helpTopicName)
        return 'unchanged';
      await saveHelpTopic(
        {
          id: before?.id,
          version: before?.version,
          departmentId: department.id,
          helpTopicName: values.helpTopicName,
          ...wanted,
        },
        caller,
      );
      return before ? 'updated' : 'created';
    },
  );
}
