import { useState } from 'react';
import { PAGE_SIZE, type SortState } from './DataTable';

/** What a paged list endpoint is asked: one page, sorted and searched as the table says. */
export interface PagedRequest {
  size: number;
  page: number;
  searchParam?: string;
  orderBy: string;
  orderDirection: SortState['orderDirection'];
}

/**
 * The page, sort and search state of a server-paged admin list: `request` goes to the list's hook,
 * `tableProps` to `DataTable`. A new sort or search starts again at the first page.
 */
export function usePagedTable(initialSort: SortState, pageSize = PAGE_SIZE) {
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<SortState>(initialSort);
  const [search, setSearch] = useState('');
  const request: PagedRequest = { size: pageSize, page, searchParam: search || undefined, ...sort };
  const tableProps = {
    page,
    pageSize,
    onPageChange: setPage,
    sort,
    onSortChange: (next: SortState) => {
      setSort(next);
      setPage(0);
    },
    onSearchChange: (text: string) => {
      setSearch(text);
      setPage(0);
    },
  };
  return { request, tableProps };
}

interface ListQuery<Data> {
  data?: Data;
  error?: { message: string };
  isLoading: boolean;
  isValidating: boolean;
  mutate: () => unknown;
}

/** A list hook's answer as `DataTable` shows it: the rows, their total, loading, the failure and Retry. */
export function listTableProps<Data extends { totalItems: number }, Row>(
  query: ListQuery<Data>,
  rowsOf: (data: Data) => readonly Row[],
) {
  return {
    rows: query.data ? rowsOf(query.data) : [],
    totalItems: query.data?.totalItems ?? 0,
    loading: query.isLoading || query.isValidating,
    error: query.error?.message,
    onRetry: () => void query.mutate(),
  };
}
