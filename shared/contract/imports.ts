import * as z from 'zod';
import { INPUT_LIMITS, successMessage, text } from './common';
import { defineEndpoint } from './endpoint';

/**
 * Bulk import from CSV (issue 13), central admins only. Decisions (the spec has no import):
 * - The file goes from the browser straight to S3, as attachments do: POST
 *   /api/file/createImportUploadUrl answers a presigned POST for a key of the caller's own under
 *   IMPORT_KEY_PREFIX (text/csv, 1 byte to MAX_IMPORT_BYTES, pinned by the policy); the import call
 *   then names that key. A key that is not the caller's import upload is a 400. The upload is
 *   deleted once imported, and expires after a day otherwise (the bucket's `tmp/` rule).
 * - The first row names the columns (any order, case as written here, surrounding blanks ignored).
 *   A missing or unknown column is a 400 for the whole file and nothing is written; so is a file
 *   with no rows or more than MAX_IMPORT_ROWS rows.
 * - Each data row is checked and written on its own, all or nothing: a bad row is reported in
 *   `rejected` (its row number as a spreadsheet shows it, the header being row 1) and never stops
 *   the others. A row whose e-mail (users) or name (departments, help topics) is already stored
 *   updates it, or leaves it `unchanged`, so importing the same file again creates nothing new.
 *   A later row repeating an earlier row's e-mail or name in the same file is rejected.
 * - Departments and help topics import within the call: an import stops starting rows 24 seconds in
 *   (the function has 29), the rows not reached are rejected with IMPORT_MESSAGES.notReached, and
 *   importing the same file again finishes the job.
 * - Users import in the background (issue 13: 5,000 rows inside one Lambda invocation, which API
 *   Gateway's 30 s cannot promise: at AWS's one-partition outbox rate the invite mails alone take
 *   10–20 s). POST /api/user/importCsv reads and checks the file (a bad header, no rows or too many
 *   rows is still a 400 that writes nothing), queues a job and answers its progress; the import job
 *   function (functions/jobs/importJobs.ts, woken by the queue entry's stream record like the export
 *   job, 5 minutes) writes every row in one run, recording rows done as it goes. The starter polls
 *   GET /api/user/getImportJob until `status` is done and `report` holds what the synchronous
 *   answer held. Only the starter may read a job; anyone else gets 404. A run that dies is taken
 *   again from the start once its lease ends: rows it wrote come back unchanged.
 * - A report lists at most MAX_LISTED_REJECTED rejected rows (a job item holds at most 400 KB);
 *   `rejectedNotListed` counts the rest, and the message counts them all.
 * - Decision: new users are written twenty-five to a transaction, each with its e-mail claim,
 *   invite link and invite mail (100 items, DynamoDB's limit), so a user never exists without its
 *   invite.
 *   A transaction refused because an e-mail was taken since the import looked it up is written
 *   again one user at a time, so the refusal lands on its own row and the others still go in.
 */

/** Import uploads live here; `tmp/` objects expire after a day (infra/stacks/data-stack.ts). */
export const IMPORT_KEY_PREFIX = 'tmp/import/';
/** 5,000 users of ~150 bytes a row take under 1 MB; 5 MiB leaves room for long names. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
/** What one import handles inside one Lambda invocation (measured in tests/bench/run.ts). */
export const MAX_IMPORT_ROWS = 5_000;

/**
 * Users. Decisions: `departmentName` is a department's name as stored (case ignored), mapped to the
 * user's department; `helpdeskRole` is one of the Help Desk Role choices (user, agent, central
 * agent, team lead, central admin); `officeType` is one of the tenant's office types, as on the
 * Users form (./users.ts), else the row is refused with 'Office Type {name} was not found. …' and
 * nothing of it is written. The Users form's Open Id is not a column: a new user's Open Id
 * is their e-mail, an existing user's is kept. Every other rule is the Users form's
 * (shared/domain/adminRules.ts, the same messages). A new user gets an invite mail with a
 * set-password link; an existing user's password is never touched.
 */
export const USER_IMPORT_COLUMNS = [
  'email',
  'fullName',
  'mobile',
  'employeeId',
  'branch',
  'officeType',
  'designation',
  'helpdeskRole',
  'departmentName',
] as const;

/** Departments: a name and, optionally, `active` (true/false, yes/no, 1/0; blank means true). */
export const DEPARTMENT_IMPORT_COLUMNS = ['departmentName', 'active'] as const;

/**
 * Help topics with simple forms. `departmentName` names a stored department; `category` is the
 * topic's Category (its module, required: see the catalogue contract; a header without the column,
 * or a blank cell, keeps a stored topic's category, and a new topic without one is rejected);
 * `sla` is a SLA plan (blank: the default); `subCategories` is a `;`-separated list; `formFields` is a `;`-separated list
 * of `label:type` pairs, type one of text, textarea, number, date, checkbox (a select needs its
 * options and is built in the form builder), a trailing `*` marking the field mandatory, e.g.
 * `Asset tag:text*; Purchase date:date`. The field names are derived from the labels.
 */
export const HELP_TOPIC_IMPORT_COLUMNS = [
  'departmentName',
  'helpTopicName',
  'category',
  'sla',
  'subCategories',
  'formFields',
  'active',
] as const;
export const IMPORT_FORM_FIELD_TYPES = ['text', 'textarea', 'number', 'date', 'checkbox'] as const;

export const IMPORT_MESSAGES = {
  unknownKey: 'The import file was not found. Please upload it again.',
  unreadable: 'The import file could not be read as CSV text. Please save it as CSV (UTF-8) and upload it again.',
  noRows: 'The file has no rows to import.',
  tooManyRows: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows. Please split it and import each part.`,
  header: (columns: readonly string[], problem: string) =>
    `The first row must name the columns ${columns.join(', ')} (${problem}).`,
  fieldCount: (found: number, expected: number) => `The row has ${found} values; the header names ${expected} columns.`,
  repeated: (what: string, row: number) => `${what} is already in row ${row} of this file.`,
  done: (report: {
    created: number;
    updated: number;
    unchanged: number;
    rejected: unknown[];
    rejectedNotListed?: number;
  }) =>
    `Import finished: ${report.created} created, ${report.updated} updated, ${report.unchanged} unchanged, ${
      report.rejected.length + (report.rejectedNotListed ?? 0)
    } rejected.`,
  jobNotFound: 'This import was not found.',
  jobStopped: 'The import stopped before it finished. Please import the same file again.',
  jobFailed: 'The import could not be finished. Please import the same file again.',
  notReached:
    'Not imported: the import ran out of time before this row. Import the same file again to finish (imported rows stay as they are).',
  tooLarge: `The file is too large: imports may be at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`,
  type: 'Please choose a CSV file (.csv).',
} as const;

export const importRequest = z.object({ key: text(INPUT_LIMITS.keyBytes).trim().min(1) });

export const importReport = successMessage.extend({
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  rejected: z.array(z.object({ row: z.number(), message: z.string() })),
  /** Rejected rows past the first MAX_LISTED_REJECTED, counted but not listed. */
  rejectedNotListed: z.number().optional(),
  /**
   * Users: the imported agents in no department on Agent Mapping yet, also named in the message
   * (USER_MESSAGES.agentsNotMapped; decision in ./users.ts). Absent when there are none.
   */
  unmappedAgents: z.number().optional(),
});
export type ImportReport = z.infer<typeof importReport>;

/** Rejected rows a report lists (a background job's item must stay under DynamoDB's 400 KB). */
export const MAX_LISTED_REJECTED = 1_000;

export const importJobStatuses = ['queued', 'running', 'done', 'failed'] as const;
/** A background user import: how far it is, and its report once done. */
export const importJobProgress = z.object({
  jobId: z.string(),
  status: z.enum(importJobStatuses),
  rowsDone: z.number(),
  /** The file's data rows. */
  rowsTotal: z.number().nullable(),
  /** Why it failed, when it did. */
  message: z.string().nullable(),
  report: importReport.nullable(),
});
export type ImportJobProgress = z.output<typeof importJobProgress>;

export const createImportUploadUrl = defineEndpoint('POST /api/file/createImportUploadUrl', {
  access: 'centralAdmin',
  summary:
    'A presigned S3 POST for one CSV import file (text/csv, 1 byte to MAX_IMPORT_BYTES) under the caller’s own key.',
  request: z.object({
    fileName: text(200).min(1),
    contentType: z.literal('text/csv', { message: IMPORT_MESSAGES.type }),
    size: z.number().int().positive().max(MAX_IMPORT_BYTES, IMPORT_MESSAGES.tooLarge),
  }),
  response: z.object({ key: z.string(), url: z.string(), fields: z.record(z.string(), z.string()) }),
});

export const importUsersCsv = defineEndpoint('POST /api/user/importCsv', {
  access: 'centralAdmin',
  summary:
    'Checks an uploaded CSV (USER_IMPORT_COLUMNS) and starts creating or updating its users in the background; new users get invite mails. Answers the job’s progress.',
  request: importRequest,
  response: importJobProgress,
});

export const getUserImportJob = defineEndpoint('GET /api/user/getImportJob', {
  access: 'centralAdmin',
  summary: "A background user import's progress, and its report once done (its starter only).",
  request: z.object({ jobId: text(40).regex(/^[0-9a-f-]{36}$/, 'must be an import id') }),
  response: importJobProgress,
});

export const importDepartmentsCsv = defineEndpoint('POST /api/departments/importCsv', {
  access: 'centralAdmin',
  summary: 'Creates or updates departments from an uploaded CSV (DEPARTMENT_IMPORT_COLUMNS).',
  request: importRequest,
  response: importReport,
});

export const importHelpTopicsCsv = defineEndpoint('POST /api/helpTopic/importCsv', {
  access: 'centralAdmin',
  summary: 'Creates or updates help topics with simple forms from an uploaded CSV (HELP_TOPIC_IMPORT_COLUMNS).',
  request: importRequest,
  response: importReport,
});

/** A template the web offers for download: the header row and one example row. */
export function importTemplate(columns: readonly string[], example: Record<string, string>): string {
  const cell = (value: string) => (/[",\n;]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
  return `${columns.join(',')}\n${columns.map((column) => cell(example[column] ?? '')).join(',')}\n`;
}
