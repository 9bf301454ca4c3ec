import {
  IMPORT_MESSAGES,
  type ImportJobProgress,
  type ImportReport,
  MAX_LISTED_REJECTED,
  USER_IMPORT_COLUMNS,
} from '../../shared/contract/imports';
import { MANDATORY_MESSAGE, USER_MESSAGES, userFormProblem } from '../../shared/domain/adminRules';
import { jobProgress, newBackgroundJob } from '../db/backgroundJobs';
import { reserveIds } from '../db/idSequences';
import { MAX_IMPORT_ATTEMPTS, type UserImportJob, userImportJobs } from '../db/importJobs';
import { findUsersByEmails, type UserRecord } from '../db/users';
import type { Caller } from '../lib/auth';
import { notFound } from '../lib/errors';
import { logger } from '../lib/observability';
import {
  type CsvRow,
  firstOfEachKey,
  type RowOutcome,
  readImportCsv,
  removeImportUpload,
  runImportRows,
} from './csvImport';
import { loadReferenceData } from './reference';
import {
  INVITED_USERS_PER_WRITE,
  knownOfficeType,
  type UserFields,
  type UserForm,
  unmappedAgentIds,
  userFields,
  writeNewUser,
  writeNewUsersAtOnce,
  writeUserChange,
} from './userAdmin';

/**
 * User imports from CSV (shared/contract/imports.ts). POST /api/user/importCsv checks the file and
 * queues a background job; the import job function runs it. Every row goes through the Users form's
 * rules and writes (functions/core/userAdmin.ts). Existing users are read in one batch by e-mail,
 * new users' ids are reserved in one counter write, new users are written with their invites
 * twenty-five to a transaction and the other rows one by one, with bounded concurrency, so 5,000 rows
 * fit in one run (tests/bench/run.ts).
 */

/** Job items live as long as the uploads they name (the bucket expires tmp/ after a day). */
const IMPORT_JOB_SECONDS = 24 * 3600;
/** Past the job function's 5-minute timeout: a lease that ends means its run died. */
const IMPORT_LEASE_MS = 6 * 60_000;
/** No row starts this close to the run's end, so the report is always written. */
const IMPORT_END_MARGIN_MS = 30_000;
/** A run starts another queued import only with this much time left. */
const IMPORT_START_MARGIN_MS = 60_000;
/** Rows done are recorded at most this often. */
const PROGRESS_EVERY_MS = 1_000;

/** Checks the file (a bad header, no rows or too many is a 400 that queues nothing) and queues its import. */
export async function startUserImport(caller: Caller, key: string): Promise<ImportJobProgress> {
  const file = await readImportCsv(caller, key, USER_IMPORT_COLUMNS);
  const job: UserImportJob = {
    ...newBackgroundJob(caller.userId, IMPORT_JOB_SECONDS, new Date()),
    key,
    caller,
    rowsTotal: file.rows.length + file.rejected.length,
    report: null,
  };
  await userImportJobs.queue(job);
  return progressOf(job);
}

const progressOf = (job: UserImportJob): ImportJobProgress => ({ ...jobProgress(job), report: job.report });

/** The caller's own import; anyone else's (or an expired one) is not found, so ids reveal nothing. */
export async function userImportProgress(caller: Caller, jobId: string): Promise<ImportJobProgress> {
  const job = await userImportJobs.read(jobId);
  if (!job || job.ownerId !== caller.userId || job.expiresAt * 1000 <= Date.now()) {
    throw notFound(IMPORT_MESSAGES.jobNotFound);
  }
  return progressOf(job);
}

/**
 * The import job function's work: every queued import, oldest first, while time is left. A job
 * another run holds is skipped; one whose earlier runs all died is failed with a message to retry.
 */
export async function runQueuedUserImports(remainingMs: () => number): Promise<{ done: number; failed: number }> {
  const outcome = { done: 0, failed: 0 };
  for (const jobId of await userImportJobs.queuedIds()) {
    if (outcome.done + outcome.failed > 0 && remainingMs() < IMPORT_START_MARGIN_MS) break;
    const job = await userImportJobs.claim(jobId, Date.now() + IMPORT_LEASE_MS, new Date());
    if (!job) continue;
    if (job.attempts > MAX_IMPORT_ATTEMPTS) {
      await userImportJobs.end(job, { status: 'failed', message: IMPORT_MESSAGES.jobStopped });
      outcome.failed += 1;
      continue;
    }
    try {
      let recordedAt = Date.now();
      const report = await importUsers(job.caller, job.key, {
        startRowsUntil: Date.now() + remainingMs() - IMPORT_END_MARGIN_MS,
        onProgress: async (rowsDone) => {
          if (Date.now() - recordedAt < PROGRESS_EVERY_MS) return;
          recordedAt = Date.now();
          await userImportJobs.recordProgress(job.jobId, {
            rowsDone,
            rowsTotal: job.rowsTotal ?? rowsDone,
            leaseUntil: Date.now() + IMPORT_LEASE_MS,
          });
        },
      });
      await userImportJobs.end(job, {
        status: 'done',
        rowsDone: job.rowsTotal ?? 0,
        result: { report: withListedRejections(report) },
      });
      outcome.done += 1;
    } catch (error) {
      logger.error('Import failed', { jobId, error: error as Error });
      await userImportJobs.end(job, { status: 'failed', message: IMPORT_MESSAGES.jobFailed });
      outcome.failed += 1;
    }
  }
  return outcome;
}

/** The first MAX_LISTED_REJECTED rejected rows, the rest counted. */
function withListedRejections(report: ImportReport): ImportReport {
  if (report.rejected.length <= MAX_LISTED_REJECTED) return report;
  return {
    ...report,
    rejected: report.rejected.slice(0, MAX_LISTED_REJECTED),
    rejectedNotListed: report.rejected.length - MAX_LISTED_REJECTED,
  };
}

type Column = (typeof USER_IMPORT_COLUMNS)[number];

export const unknownDepartmentMessage = (name: string) => `Department ${name} was not found. Check its name.`;

const sameFields = (user: UserRecord, fields: UserFields) =>
  (Object.keys(fields) as (keyof UserFields)[]).every((field) => user[field] === fields[field]);

/** Writes every row of the file: the work of one import job. */
async function importUsers(
  caller: Caller,
  key: string,
  run: { startRowsUntil: number; onProgress: (rowsDone: number) => Promise<void> },
): Promise<ImportReport> {
  const file = await readImportCsv(caller, key, USER_IMPORT_COLUMNS);
  const unique = firstOfEachKey(
    file.rows,
    (row) => row.values.email,
    (row) => `The e-mail ${row.values.email}`,
  );
  const [{ departments, officeTypes }, existing] = await Promise.all([
    loadReferenceData(),
    findUsersByEmails(unique.rows.map((row) => row.values.email)),
  ]);
  const departmentIdByName = new Map(
    departments.map((department) => [department.departmentName.trim().toLowerCase(), department.id]),
  );

  // Every row's form, checked before any write; the rows that pass get their ids.
  const checked: { row: number; fields: UserFields; before?: UserRecord }[] = [];
  const rejected = [...file.rejected, ...unique.rejected];
  for (const { row, values } of unique.rows as CsvRow<Column>[]) {
    const before = existing.get(values.email.toLowerCase());
    const departmentName = values.departmentName;
    const departmentId = departmentIdByName.get(departmentName.toLowerCase());
    const form: UserForm = {
      ...values,
      openId: before?.openId || values.email,
      openDepartmentId: departmentId ?? departmentName,
    };
    const fields = userFields(form);
    const officeType = knownOfficeType(fields.officeType, officeTypes, before?.officeType);
    const problem =
      userFormProblem(form, !before) ??
      (departmentId === undefined ? unknownDepartmentMessage(departmentName) : undefined) ??
      (officeType === undefined ? USER_MESSAGES.unknownOfficeType(fields.officeType) : undefined);
    if (problem) rejected.push({ row, message: problem === MANDATORY_MESSAGE ? missingMessage(values) : problem });
    else checked.push({ row, fields: { ...fields, officeType: officeType! }, before });
  }
  const creating = checked.filter((row) => !row.before).length;
  let nextId = creating > 0 ? await reserveIds('USER', creating) : 0;
  const rows = checked.map((row) => ({ ...row, id: row.before ? row.before.id : String(nextId++) }));

  const report = await runImportRows(
    rows,
    rejected,
    async ({ fields, before, id }): Promise<RowOutcome> => {
      if (!before) {
        await writeNewUser(caller, id, fields);
        return 'created';
      }
      if (sameFields(before, fields)) return 'unchanged';
      await writeUserChange(caller, before, fields);
      return 'updated';
    },
    run.startRowsUntil,
    {
      onProgress: run.onProgress,
      // New users go in with their invites INVITED_USERS_PER_WRITE to a transaction; a group
      // refused (an e-mail taken since the look-up) is written one by one to name its row.
      grouped: {
        size: INVITED_USERS_PER_WRITE,
        accepts: (row) => !row.before,
        write: (group) => writeNewUsersAtOnce(caller, group),
      },
    },
  );
  await removeImportUpload(key);
  return withUnmappedAgents(report, rows);
}

/**
 * The report names the agents the file left in no department (decision in shared/contract/users.ts):
 * a departmentName column sets the user's department, not their Agent Mapping.
 */
async function withUnmappedAgents(
  report: ImportReport,
  rows: { row: number; id: string; fields: UserFields }[],
): Promise<ImportReport> {
  const refused = new Set(report.rejected.map((rejection) => rejection.row));
  const saved = rows.filter((row) => !refused.has(row.row));
  const unmapped = (await unmappedAgentIds(saved.map((row) => ({ id: row.id, ...row.fields })))).length;
  if (unmapped === 0) return report;
  return {
    ...report,
    message: `${report.message} ${USER_MESSAGES.agentsNotMapped(unmapped)}`,
    unmappedAgents: unmapped,
  };
}

/** The Users form's message, naming the empty columns so the row can be fixed. */
function missingMessage(values: Record<Column, string>) {
  const empty = USER_IMPORT_COLUMNS.filter((column) => !values[column]);
  return empty.length > 0 ? `${MANDATORY_MESSAGE}: ${empty.join(', ')}` : MANDATORY_MESSAGE;
}
