import { useState } from 'react';
import type { SortState } from '@/components/DataTable';
import type { DateRangeText } from '@/components/dates';
import {
  createdRangeSetting,
  type ListView,
  type OverdueChoice,
  overdueSetting,
  statusSetting,
} from '@/lib/ticketListFilters';
import { escalatedRangeSetting, type WorkListFilters, workListFiltersFromSaved } from '@/lib/workListFilters';
import type { SavedFilters } from './useSavedFilters';

/**
 * The state of the Escalated Tickets and Transfer Request lists: the filters as shown (each change
 * saved at once), the filters applied to the table (taken over by Filter), and page, sort and search.
 */
export function useWorkListState(saved: SavedFilters, defaultSort: SortState) {
  const [filters, setFilters] = useState<WorkListFilters>(() => workListFiltersFromSaved(saved.values));
  const [applied, setApplied] = useState<WorkListFilters>(filters);
  const [view, setView] = useState<ListView>({ page: 0, sort: defaultSort, search: '' });
  const showView = (next: Partial<ListView>) => setView((current) => ({ ...current, page: 0, ...next }));

  return {
    filters,
    applied,
    view,
    setStatus(statusIds: string[]) {
      setFilters((current) => ({ ...current, statusIds }));
      saved.save(...statusSetting(statusIds));
    },
    setCreated(created: DateRangeText) {
      setFilters((current) => ({ ...current, created }));
      const setting = createdRangeSetting(created);
      if (setting) saved.save(...setting);
    },
    setOverdue(overdue: OverdueChoice) {
      setFilters((current) => ({ ...current, overdue }));
      saved.save(...overdueSetting(overdue));
    },
    setEscalated(escalated: DateRangeText) {
      setFilters((current) => ({ ...current, escalated }));
      const setting = escalatedRangeSetting(escalated);
      if (setting) saved.save(...setting);
    },
    /**
     * Filter: the shown filters go to the table, from its first page. Answers whether the query stays
     * the same (then the caller reads it again: someone may have changed the rows).
     */
    apply(): boolean {
      const same = view.page === 0 && JSON.stringify(filters) === JSON.stringify(applied);
      setApplied(filters);
      showView({});
      return same;
    },
    setPage: (page: number) => setView((current) => ({ ...current, page })),
    setSort: (sort: SortState) => showView({ sort }),
    setSearch: (search: string) => showView({ search }),
  };
}
