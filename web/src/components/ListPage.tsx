import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';
import { PageShell } from './PageShell';
import { emptyListMessage, type ListQuery, listTableProps } from './usePagedTable';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  intro: { color: tokens.colorNeutralForeground3 },
});

/** How the table pages, sorts and searches: `usePagedTable`'s `tableProps`, or a page alone. */
export type ListPaging<Row> = Pick<DataTableProps<Row>, 'page' | 'onPageChange'> &
  Partial<Pick<DataTableProps<Row>, 'pageSize' | 'sort' | 'onSortChange' | 'onSearchChange'>> & { search?: string };

export interface ListPageProps<Data extends { totalItems: number }, Row extends { id: string }> {
  /** The page title, also the table's accessible name unless `tableLabel` says otherwise. */
  title: string;
  tableLabel?: string;
  /** A muted line under the title: what the list holds. */
  intro?: ReactNode;
  /** Page-level buttons right of the title, in a row (an import, Add, Export). */
  actions?: ReactNode;
  list: ListQuery<Data>;
  rowsOf(data: Data): readonly Row[];
  columns: readonly DataTableColumn<Row>[];
  paging: ListPaging<Row>;
  searchPlaceholder?: string;
  /** What the list says empty with no search: what there is not yet, and how to add the first. */
  emptyMessage: string;
  /** More of the page (a dialog). */
  children?: ReactNode;
}

/**
 * The skeleton of a list screen (users, teams, help topics, catalogue entries, escalations, mails):
 * the title with its buttons, the paged table of the list's rows, and whatever dialog it opens.
 */
export function ListPage<Data extends { totalItems: number }, Row extends { id: string }>({
  title,
  tableLabel = title,
  intro,
  actions,
  list,
  rowsOf,
  columns,
  paging,
  searchPlaceholder,
  emptyMessage,
  children,
}: ListPageProps<Data, Row>) {
  const styles = useStyles();
  const { search, ...tablePaging } = paging;
  return (
    <PageShell title={title} actions={actions && <div className={styles.actions}>{actions}</div>}>
      {intro && <Text className={styles.intro}>{intro}</Text>}
      <DataTable
        ariaLabel={tableLabel}
        columns={columns}
        rowId={(row) => row.id}
        {...tablePaging}
        {...listTableProps(list, rowsOf)}
        searchPlaceholder={searchPlaceholder}
        emptyMessage={emptyListMessage(search, emptyMessage)}
      />
      {children}
    </PageShell>
  );
}

/** A list's Add button: opens the form of a new record. */
export function AddRecordButton({ to, icon, children }: { to: string; icon: ReactElement; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Button appearance="primary" icon={icon} onClick={() => navigate(to)}>
      {children}
    </Button>
  );
}
