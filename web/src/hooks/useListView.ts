import { useState } from 'react';
import type { SortState } from '@/components/DataTable';
import type { ListView } from '@/lib/ticketListFilters';

/**
 * Page, sort and search of a server-paged ticket list. A new sort, search or filter (`showView`)
 * starts again at the first page; `onChange` runs on every change (a list whose rows can be
 * selected clears the selection). `tableProps` go to `DataTable`.
 */
export function useListView(defaultSort: SortState, onChange?: () => void) {
  const [view, setView] = useState<ListView>({ page: 0, sort: defaultSort, search: '' });
  const showView = (next: Partial<ListView>) => {
    setView((current) => ({ ...current, page: 0, ...next }));
    onChange?.();
  };
  const tableProps = {
    page: view.page,
    onPageChange: (page: number) => {
      setView((current) => ({ ...current, page }));
      onChange?.();
    },
    sort: view.sort,
    onSortChange: (sort: SortState) => showView({ sort }),
    onSearchChange: (search: string) => showView({ search }),
  };
  return { view, showView, tableProps };
}
