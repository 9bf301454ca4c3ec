import {
  ESCALATION_LOOKUP_MESSAGES,
  ESCALATION_SAVED_MESSAGES,
  type EscalationKind,
  matrixSortColumns,
} from '../../shared/contract/escalationMatrices';
import { type MatrixChoices, matrixRowProblems } from '../../shared/domain/escalationRules';
import { officeTypeGroup } from '../../shared/domain/officeTypes';
import { getMatrixRow, listMatrix, type MatrixRow, putMatrixRow } from '../db/escalationMatrix';
import { matrixSequence, nextId } from '../db/idSequences';
import { getUser, listAllUsers } from '../db/users';
import type { Caller } from '../lib/auth';
import { badRequest, notFound } from '../lib/errors';
import { csvLink } from './exports';
import { findMatrixRow } from './matrixLookup';
import { referenceData } from './reference';

/** The school, college and administrative escalation matrices. */

export const matrixIdField = (kind: EscalationKind) => `id${kind}escalation`;

const view = (kind: EscalationKind, row: MatrixRow) => {
  const { id, ...fields } = row;
  return { ...fields, [matrixIdField(kind)]: id } as Record<string, string> & {
    branch: string;
    department: string;
    module: string;
  };
};

interface MatrixQuery {
  size: number;
  page: number;
  searchParam?: string;
  orderBy?: string;
  orderDirection?: 'asc' | 'desc';
}

export async function matrixPage<Kind extends EscalationKind>(kind: Kind, query: MatrixQuery) {
  const needle = query.searchParam?.trim().toLowerCase();
  const rows = (await listMatrix(kind)).filter(
    (row) =>
      !needle ||
      [row.id, row.branch, row.department, row.module, row.state, row.district].some((value) =>
        (value ?? '').toLowerCase().includes(needle),
      ),
  );
  const field = query.orderBy && matrixSortColumns.has(query.orderBy) ? (query.orderBy as keyof MatrixRow) : 'id';
  const sign = query.orderDirection === 'desc' ? -1 : 1;
  const key = (row: MatrixRow) => (field === 'id' ? Number(row.id) : String(row[field] ?? '').toLowerCase());
  rows.sort((a, b) => (key(a) < key(b) ? -sign : key(a) > key(b) ? sign : 0));
  const start = query.page * query.size;
  const list = rows.slice(start, start + query.size).map((row) => view(kind, row));
  return { [`${kind}EscalationList`]: list, currentPage: query.page, totalItems: rows.length } as {
    [Key in `${Kind}EscalationList`]: typeof list;
  } & { currentPage: number; totalItems: number };
}

export async function matrixRow(kind: EscalationKind, id: string) {
  const row = await getMatrixRow(kind, id);
  if (!row) throw notFound(`Escalation ${id} was not found.`);
  return view(kind, row);
}

const byName = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'base' });

/** What a row of this matrix can match: its office type group's branches, departments and modules. */
export async function matrixChoices(kind: EscalationKind) {
  const [users, reference] = await Promise.all([listAllUsers(), referenceData()]);
  const branches = new Set(
    users
      .filter((user) => officeTypeGroup(user.officeType, reference.officeTypes) === kind && user.branch.trim())
      .map((user) => user.branch),
  );
  const choices = {
    branches: [...branches].sort(byName),
    departments: reference.departments.map((department) => ({
      departmentName: department.departmentName,
      modules: [
        ...new Set(
          reference.helpTopics
            .filter((topic) => topic.departmentId === department.id && topic.module)
            .map((topic) => topic.module),
        ),
      ].sort(byName),
    })),
  };
  return choices satisfies MatrixChoices;
}

export async function saveMatrixRow(kind: EscalationKind, input: Record<string, unknown> & { id?: string }) {
  const { id: givenId, ...fields } = input;
  const problems = matrixRowProblems(fields, await matrixChoices(kind));
  if (problems.length > 0) throw badRequest(problems.map((problem) => problem.message).join(' '));
  const cleaned = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, value === undefined || value === null ? '' : String(value)]),
  ) as Omit<MatrixRow, 'id'> & { branch: string; department: string; module: string };
  if (givenId) {
    if (!(await putMatrixRow(kind, { ...cleaned, id: givenId }, 'update')))
      throw notFound(`Escalation ${givenId} was not found.`);
    return { success: true, message: ESCALATION_SAVED_MESSAGES.updated };
  }
  const id = await nextId(matrixSequence(kind));
  await putMatrixRow(kind, { ...cleaned, id }, 'create');
  return { success: true, message: ESCALATION_SAVED_MESSAGES.created };
}

/** Level-1 contact for the caller's branch, used while raising a ticket (spec 7). */
export async function escalationAssignee(
  caller: Caller,
  kind: EscalationKind,
  input: { department: string; module: string },
) {
  if (!input.module.trim()) return { message: ESCALATION_LOOKUP_MESSAGES.noCategory };
  const user = await getUser(caller.userId);
  const branch = user?.branch ?? '';
  const row = await findMatrixRow(kind, branch, input.department, input.module);
  if (!row) return { message: ESCALATION_LOOKUP_MESSAGES.noContact(kind, branch, input.department, input.module) };
  return {
    branch: row.branch,
    nspiraCode: row.nspiraCode ?? '',
    district: row.district ?? '',
    state: row.state ?? '',
    payrollCode: row.payrollCode ?? '',
    l1name: row.l1name ?? '',
    l1email: row.l1email ?? '',
  };
}

const levelColumns = [1, 2, 3, 4, 5].flatMap((level) => [`l${level}name`, `l${level}mobile`, `l${level}email`]);
export const matrixExportFields = (kind: EscalationKind) => [
  matrixIdField(kind),
  'branch',
  'department',
  'module',
  'state',
  'district',
  'agm',
  'blankcol',
  ...levelColumns,
  'hodname',
  'hodmobile',
  'hodemail',
];

export async function exportMatrix(caller: Caller, kind: EscalationKind) {
  const rows = (await listMatrix(kind)).sort((a, b) => Number(a.id) - Number(b.id)).map((row) => view(kind, row));
  return csvLink(caller, `${kind}-escalation.csv`, rows, matrixExportFields(kind));
}
