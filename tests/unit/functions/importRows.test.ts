import { runImportRows } from '@functions/core/csvImport';
import { badRequest } from '@functions/lib/errors';
import { IMPORT_MESSAGES } from '@shared/contract/imports';
import { describe, expect, it } from 'vitest';

/** How an import writes its rows: new ones many to a write, a refused group row by row, a report per row. */

interface Row {
  row: number;
  isNew: boolean;
}

const rows = (count: number, isNew = true): Row[] =>
  Array.from({ length: count }, (_, index) => ({ row: index + 2, isNew }));

function importer(refusedRow?: number) {
  const groups: number[][] = [];
  const singles: number[] = [];
  return {
    groups,
    singles,
    write: async (row: Row) => {
      singles.push(row.row);
      if (row.row === refusedRow) throw badRequest(`Row ${row.row} is taken.`);
      return row.isNew ? ('created' as const) : ('updated' as const);
    },
    grouped: {
      size: 3,
      accepts: (row: Row) => row.isNew,
      write: async (group: Row[]) => {
        groups.push(group.map((row) => row.row));
        return !group.some((row) => row.row === refusedRow);
      },
    },
  };
}

describe('runImportRows', () => {
  it('writes new rows a group at a time and the others one by one', async () => {
    const run = importer();
    const report = await runImportRows(
      [...rows(7), { row: 20, isNew: false }],
      [],
      run.write,
      Date.now() + 60_000,
      run,
    );
    expect(report).toMatchObject({ created: 7, updated: 1, unchanged: 0, rejected: [] });
    expect(run.groups.map((group) => group.length).sort()).toEqual([1, 3, 3]);
    expect(run.singles).toEqual([20]);
  });

  it('writes a refused group row by row, so the refusal names its own row and the others still land', async () => {
    const run = importer(4);
    const report = await runImportRows(rows(6), [{ row: 9, message: 'earlier' }], run.write, Date.now() + 60_000, run);
    expect(report.created).toBe(5);
    expect(report.rejected).toEqual([
      { row: 4, message: 'Row 4 is taken.' },
      { row: 9, message: 'earlier' },
    ]);
    expect(run.singles).toEqual([2, 3, 4]);
  });

  it('names the rows it did not reach before its deadline instead of timing out', async () => {
    const run = importer();
    const report = await runImportRows(rows(4), [], run.write, Date.now() - 1, run);
    expect(report.created).toBe(0);
    expect(report.rejected).toEqual(rows(4).map(({ row }) => ({ row, message: IMPORT_MESSAGES.notReached })));
  });
});
