import { useEffect, useState } from 'react';
import type { SortState } from '@/components/DataTable';
import { rememberedListView, rememberListView } from '@/lib/listViewMemory';
import type { ListView, SavedSetting } from '@/lib/ticketListFilters';

/**
 * Page, sort and search of a server-paged ticket list. A new sort, search or filter (`showView`)
 * starts again at the first page; `onChange` runs on every change (a list whose rows can be
 * selected clears the selection). `tableProps` go to `DataTable` (the search box starts with the
 * view's search). With `rememberAs`, the view is kept for the tab and shown again on coming back.
 */
export function useListView(defaultSort: SortState, onChange?: () => void, rememberAs?: string) {
  const [view, setView] = useState<ListView>(
    () => (rememberAs && rememberedListView(rememberAs)) || { page: 0, sort: defaultSort, search: '' },
  );
  useEffect(() => {
    if (rememberAs) rememberListView(rememberAs, view);
  }, [rememberAs, view]);
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
    initialSearch: view.search,
    onSortChange: (sort: SortState) => showView({ sort }),
    onSearchChange: (search: string) => showView({ search }),
  };
  return { view, showView, tableProps };
}

/**
 * A list with a filter bar: the filters as shown (`filters`, changed field by field; a change saved
 * at once as `save` says, where the list keeps its filters) and the filters the table shows
 * (`applied`, taken over by `apply`, which starts again at the first page), with the page, sort and
 * search of `useListView` (kept for the tab under `rememberAs`).
 */
export function useFilteredListView<Filters>(
  initialFilters: () => Filters,
  defaultSort: SortState,
  {
    save,
    onChange,
    rememberAs,
  }: { save?: (...setting: SavedSetting) => void; onChange?: () => void; rememberAs?: string } = {},
) {
  const [filters, setFilters] = useState<Filters>(initialFilters);
  const [applied, setApplied] = useState<Filters>(filters);
  const listView = useListView(defaultSort, onChange, rememberAs);
  /** Shows a changed filter and saves the settings it changes (none where a setting is undefined). */
  const change = (next: Partial<Filters>, ...settings: (SavedSetting | undefined)[]) => {
    setFilters((current) => ({ ...current, ...next }));
    for (const setting of settings) if (setting) save?.(...setting);
  };
  const apply = () => {
    setApplied(filters);
    listView.showView({});
  };
  /** Shows and applies these filters at once (Clear Filter where nothing is saved). */
  const reset = (fresh: Filters) => {
    setFilters(fresh);
    setApplied(fresh);
    listView.showView({});
  };
  return { ...listView, filters, applied, change, apply, reset };
}
