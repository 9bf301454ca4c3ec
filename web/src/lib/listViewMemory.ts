import type { SortState } from '@/components/DataTable';
import type { ListView } from './ticketListFilters';

/**
 * The page, sort and search of a ticket list, kept in sessionStorage (per tab, cleared at sign-in and
 * sign-out) so that coming back from a ticket (the breadcrumb, browser Back, the menu) shows the list
 * as it was left, as its saved filters do.
 */

const keyOf = (list: string) => `listView:${list}`;
/**
 * Left by Clear Filter until the page reloads: the list still on screen may show its view again
 * meanwhile (its saved filters read afresh), and must not write back the search just cleared.
 */
const CLEARED = 'cleared';

const isSort = (value: unknown): value is SortState =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SortState).orderBy === 'string' &&
  ((value as SortState).orderDirection === 'asc' || (value as SortState).orderDirection === 'desc');

/** The view last shown on this list in this tab, or undefined (never kept, or unreadable). */
export function rememberedListView(list: string): ListView | undefined {
  try {
    const raw = window.sessionStorage.getItem(keyOf(list));
    if (raw === CLEARED) {
      window.sessionStorage.removeItem(keyOf(list));
      return undefined;
    }
    const stored: unknown = JSON.parse(raw ?? 'null');
    if (typeof stored !== 'object' || stored === null) return undefined;
    const { page, sort, search } = stored as Partial<ListView>;
    if (typeof page !== 'number' || !Number.isInteger(page) || page < 0) return undefined;
    if (!isSort(sort) || typeof search !== 'string') return undefined;
    return { page, sort: { orderBy: sort.orderBy, orderDirection: sort.orderDirection }, search };
  } catch {
    return undefined;
  }
}

export function rememberListView(list: string, view: ListView): void {
  if (window.sessionStorage.getItem(keyOf(list)) === CLEARED) return;
  window.sessionStorage.setItem(keyOf(list), JSON.stringify(view));
}

/** Clear Filter: the next load of the list starts afresh (no search, first page, default sort). */
export function forgetListView(list: string): void {
  window.sessionStorage.setItem(keyOf(list), CLEARED);
}
