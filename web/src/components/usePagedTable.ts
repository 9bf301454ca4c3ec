import { useState } from 'react';
import { NOTHING_FOUND_MESSAGE, PAGE_SIZE, type SortState } from './DataTable';

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
 * `tableProps` to `DataTable`. A new sort or search starts again at the first page; a new page,
 * sort or search selects no row (`selection`, for a list whose rows can be selected).
 */
export function usePagedTable(initialSort: SortState, pageSize = PAGE_SIZE) {
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<SortState>(initialSort);
  const [search, setSearch] = useState('');
  const [selectedIds, setSelectedIds] = useState<string[]>([]);
  const request: PagedRequest = { size: pageSize, page, searchParam: search || undefined, ...sort };
  const newQuery = (change: () => void) => {
    change();
    setPage(0);
    setSelectedIds([]);
  };
  const tableProps = {
    /** The search applied, so an empty list can tell "nothing matches" from "nothing yet". */
    search,
    page,
    pageSize,
    onPageChange: (next: number) => {
      setPage(next);
      setSelectedIds([]);
    },
    sort,
    onSortChange: (next: SortState) => newQuery(() => setSort(next)),
    onSearchChange: (text: string) => newQuery(() => setSearch(text)),
  };
  const selection = { selectable: true, selectedIds, onSelectionChange: setSelectedIds };
  return { request, tableProps, selection, clearSelection: () => setSelectedIds([]) };
}

export interface ListQuery<Data> {
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

/**
 * What an empty admin list says: with a search, that nothing matched it (the table's own words);
 * without one, `nothingYet`, which names what to do next ("No departments yet. Add Department to
 * create the first, or Import a CSV."), as My Tickets says "…raise a New Ticket".
 */
export function emptyListMessage(search: string | undefined, nothingYet: string): string {
  return search?.trim() ? NOTHING_FOUND_MESSAGE : nothingYet;
}
