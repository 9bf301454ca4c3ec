import { USER_IMPORT_COLUMNS } from '../../shared/contract/imports';
import { MANDATORY_MESSAGE, userFormProblem } from '../../shared/domain/adminRules';
import { findUsersByEmails, reserveCounterValues, USER_ID_COUNTER, type UserRecord } from '../db/users';
import type { Caller } from '../lib/auth';
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
  type UserFields,
  type UserForm,
  userFields,
  writeNewUser,
  writeNewUsersAtOnce,
  writeUserChange,
} from './userAdmin';

/**
 * POST /api/user/importCsv (shared/contract/imports.ts): every row goes through the Users form's
 * rules and writes (functions/core/userAdmin.ts). Existing users are read in one batch by e-mail,
 * new users' ids are reserved in one counter write, new users are written with their invites
 * twenty-five to a transaction and the other rows one by one, with bounded concurrency, so 5,000 rows
 * fit in one invocation (tests/bench/run.ts).
 */

type Column = (typeof USER_IMPORT_COLUMNS)[number];

export const unknownDepartmentMessage = (name: string) => `Department ${name} was not found. Check its name.`;

const sameFields = (user: UserRecord, fields: UserFields) =>
  (Object.keys(fields) as (keyof UserFields)[]).every((field) => user[field] === fields[field]);

export async function importUsers(caller: Caller, key: string) {
  const startedAt = Date.now();
  const file = await readImportCsv(caller, key, USER_IMPORT_COLUMNS);
  const unique = firstOfEachKey(
    file.rows,
    (row) => row.values.email,
    (row) => `The e-mail ${row.values.email}`,
  );
  const [{ departments }, existing] = await Promise.all([
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
    const problem =
      userFormProblem(form, !before) ??
      (departmentId === undefined ? unknownDepartmentMessage(departmentName) : undefined);
    if (problem) rejected.push({ row, message: problem === MANDATORY_MESSAGE ? missingMessage(values) : problem });
    else checked.push({ row, fields: userFields(form), before });
  }
  const creating = checked.filter((row) => !row.before).length;
  let nextId = creating > 0 ? await reserveCounterValues(USER_ID_COUNTER, creating) : 0;
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
    startedAt,
    {
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
  return report;
}

/** The Users form's message, naming the empty columns so the row can be fixed. */
function missingMessage(values: Record<Column, string>) {
  const empty = USER_IMPORT_COLUMNS.filter((column) => !values[column]);
  return empty.length > 0 ? `${MANDATORY_MESSAGE}: ${empty.join(', ')}` : MANDATORY_MESSAGE;
}
