import { matrixPartition, matrixRowKey } from './keys';
import { getItem, putIf, queryAll, stripKeys } from './query';

/** Escalation matrix rows: a few hundred per kind, read as one partition. */

export type MatrixRow = Record<string, string | null | undefined> & {
  id: string;
  branch: string;
  department: string;
  module: string;
};

export async function listMatrix(kind: string): Promise<MatrixRow[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': matrixPartition(kind) },
  });
  return items.map((item) => stripKeys<MatrixRow>(item));
}

export async function getMatrixRow(kind: string, id: string): Promise<MatrixRow | undefined> {
  const item = await getItem(matrixRowKey(kind, id));
  return item ? stripKeys<MatrixRow>(item) : undefined;
}

/** Creates (the id must be new) or replaces (the row must exist) one row. */
export async function putMatrixRow(kind: string, row: MatrixRow, mode: 'create' | 'update'): Promise<boolean> {
  return putIf({
    Item: { ...matrixRowKey(kind, row.id), entity: 'matrixRow', ...row },
    ConditionExpression: mode === 'create' ? 'attribute_not_exists(PK)' : 'attribute_exists(PK)',
  });
}
