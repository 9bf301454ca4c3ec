import {
  administrativeEscalation,
  collegeEscalation,
  type EscalationKind,
  schoolEscalation,
} from '@shared/contract/escalationMatrices';
import {
  downloadAdministrativeEscalation,
  downloadCollegeEscalation,
  downloadSchoolEscalation,
} from '@shared/contract/exports';

/**
 * The three escalation matrices share their screens (administration spec, "Escalation matrices").
 * The spec names only the school list ('School Escalation List'); the college and administrative
 * titles follow the same wording.
 */
export interface MatrixScreens {
  kind: EscalationKind;
  /** 'School', 'College', 'Administrative'. */
  label: string;
  listTitle: string;
  listPath: string;
  formPath: string;
  /** The row's id field: idschoolescalation, idcollegeescalation, idadministrativeescalation. */
  idField: string;
  endpoints: typeof schoolEscalation | typeof collegeEscalation | typeof administrativeEscalation;
  exportEndpoint:
    | typeof downloadSchoolEscalation
    | typeof downloadCollegeEscalation
    | typeof downloadAdministrativeEscalation;
}

const screens = (
  kind: EscalationKind,
  label: string,
  paths: { list: string; form: string },
  endpoints: MatrixScreens['endpoints'],
  exportEndpoint: MatrixScreens['exportEndpoint'],
): MatrixScreens => ({
  kind,
  label,
  listTitle: `${label} Escalation List`,
  listPath: paths.list,
  formPath: paths.form,
  idField: `id${kind}escalation`,
  endpoints,
  exportEndpoint,
});

export const MATRIX_SCREENS: Record<EscalationKind, MatrixScreens> = {
  school: screens(
    'school',
    'School',
    { list: '/schoolList', form: '/addSchoolEscalation' },
    schoolEscalation,
    downloadSchoolEscalation,
  ),
  college: screens(
    'college',
    'College',
    { list: '/collegeList', form: '/addCollegeEscalation' },
    collegeEscalation,
    downloadCollegeEscalation,
  ),
  administrative: screens(
    'administrative',
    'Administrative',
    { list: '/administrativeList', form: '/addAdministrative' },
    administrativeEscalation,
    downloadAdministrativeEscalation,
  ),
};

/** The form's address for one row: /addSchoolEscalation/id:{id} (spec: an id in the address means update). */
export const matrixFormPath = (screens: MatrixScreens, id?: string): string =>
  id ? `${screens.formPath}/id:${id}` : screens.formPath;

/** Spec section 9: the escalation lists show 8 rows a page. */
export const MATRIX_PAGE_SIZE = 8;

/** What the list shows of a row, whichever matrix it comes from. */
export interface MatrixListRow {
  id: string;
  branch: string;
  department: string;
  module: string;
}

type Cell = string | null | undefined;

/** A page of any of the three lists: the rows sit under schoolEscalationList, collegeEscalationList or … */
export function listRows(screens: MatrixScreens, page: object | undefined): MatrixListRow[] {
  if (!page) return [];
  const rows = (page as Record<string, unknown>)[`${screens.kind}EscalationList`];
  if (!Array.isArray(rows)) return [];
  return rows.map((row: Record<string, Cell>) => ({
    id: String(row[screens.idField] ?? ''),
    branch: row.branch ?? '',
    department: row.department ?? '',
    module: row.module ?? '',
  }));
}

/** SWR keys are [path, request]; these match every cached page of a list, or every cached row. */
export const isKeyOf =
  (path: string) =>
  (key: unknown): boolean =>
    Array.isArray(key) && key[0] === path;
