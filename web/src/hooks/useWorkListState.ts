import type { SortState } from '@/components/DataTable';
import type { DateRangeText } from '@/components/dates';
import { createdRangeSetting, type OverdueChoice, overdueSetting, statusSetting } from '@/lib/ticketListFilters';
import { escalatedRangeSetting, type WorkListFilters, workListFiltersFromSaved } from '@/lib/workListFilters';
import { useFilteredListView } from './useListView';
import type { SavedFilters } from './useSavedFilters';

/**
 * The state of the Escalated Tickets and Transfer Request lists: the filters as shown (each change
 * saved at once), the filters applied to the table (taken over by Filter), and page, sort and search,
 * kept as every filtered ticket list keeps them (`useFilteredListView`).
 */
export function useWorkListState(saved: SavedFilters, defaultSort: SortState) {
  const { filters, applied, view, change, apply, tableProps } = useFilteredListView<WorkListFilters>(
    () => workListFiltersFromSaved(saved.values),
    defaultSort,
    { save: saved.save, rememberAs: saved.settingType },
  );

  return {
    filters,
    applied,
    view,
    setStatus: (statusIds: string[]) => change({ statusIds }, statusSetting(statusIds)),
    setCreated: (created: DateRangeText) => change({ created }, createdRangeSetting(created)),
    setOverdue: (overdue: OverdueChoice) => change({ overdue }, overdueSetting(overdue)),
    setEscalated: (escalated: DateRangeText) => change({ escalated }, escalatedRangeSetting(escalated)),
    /**
     * Filter: the shown filters go to the table, from its first page. Answers whether the query stays
     * the same (then the caller reads it again: someone may have changed the rows).
     */
    apply(): boolean {
      const same = view.page === 0 && JSON.stringify(filters) === JSON.stringify(applied);
      apply();
      return same;
    },
    setPage: tableProps.onPageChange,
    setSort: tableProps.onSortChange,
    setSearch: tableProps.onSearchChange,
  };
}
