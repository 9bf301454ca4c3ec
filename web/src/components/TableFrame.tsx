import {
  makeStyles,
  mergeClasses,
  ProgressBar,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';

/**
 * The frame every data table of the app is drawn in (the paged lists, the analytics tables): a
 * scrolling body at most 450px high with a sticky header, one-line cells, and a progress bar.
 */
export const useTableFrameStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  toolbar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  frame: {
    position: 'relative',
    maxHeight: '450px',
    overflow: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  table: { tableLayout: 'auto', minWidth: '100%', width: 'max-content' },
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 2,
    backgroundColor: tokens.colorNeutralBackground3,
    boxShadow: `inset 0 -${tokens.strokeWidthThin} 0 ${tokens.colorNeutralStroke2}`,
  },
  headerCell: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  cell: { whiteSpace: 'nowrap' },
  progress: { position: 'sticky', top: 0, left: 0, zIndex: 3 },
});

/**
 * A data table in its frame: the table (`children`: its header, body and footer) scrolls inside, and
 * a progress bar shows over rows that are being loaded again.
 */
export function TableFrame({
  label,
  loading,
  hasRows,
  children,
}: {
  label: string;
  loading: boolean;
  hasRows: boolean;
  children: ReactNode;
}) {
  const styles = useTableFrameStyles();
  return (
    <div className={styles.frame} aria-busy={loading}>
      {loading && hasRows && <ProgressBar className={styles.progress} thickness="medium" aria-label="Loading" />}
      <Table aria-label={label} size="small" className={styles.table}>
        {children}
      </Table>
    </div>
  );
}

export interface SimpleTableColumn {
  id: string;
  header: ReactNode;
  /** For the column's header and body cells. */
  className?: string;
}

/** A small table drawn whole, without sorting, paging or selection (an import's rejected rows, aging buckets). */
export function SimpleTable({
  label,
  columns,
  rows,
  headerClassName,
  headerCellClassName,
}: {
  label: string;
  columns: readonly SimpleTableColumn[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
  headerClassName?: string;
  headerCellClassName?: string;
}) {
  return (
    <Table aria-label={label} size="small">
      <TableHeader className={headerClassName}>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell key={column.id} className={mergeClasses(headerCellClassName, column.className)}>
              {column.header}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.key}>
            {row.cells.map((cell, index) => (
              <TableCell key={columns[index].id} className={columns[index].className}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
