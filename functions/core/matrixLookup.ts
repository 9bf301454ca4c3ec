import type { EscalationKind } from '../../shared/contract/escalationMatrices';
import { listMatrix } from '../db/escalationMatrix';

/**
 * The matrix row a ticket matches: its branch, department and module, compared without case or
 * outer blanks. Kept apart from the matrix screens (exports) so raising a ticket stays a small bundle.
 */
const same = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();

export async function findMatrixRow(kind: EscalationKind, branch: string, department: string, module: string) {
  const rows = await listMatrix(kind);
  return rows.find((row) => same(row.branch, branch) && same(row.department, department) && same(row.module, module));
}
