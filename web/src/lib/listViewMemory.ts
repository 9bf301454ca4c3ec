import type { SortState } from '@/components/DataTable';
import type { ListView } from './ticketListFilters';

/**
 * The page, sort and search of a ticket list, kept in sessionStorage (per tab, cleared at sign-in and
 * sign-out) so that coming back from a ticket (the breadcrumb, browser Back, the menu) shows the list
 * as it was left, as its saved filters do.
 */

const keyOf = (list: string) => `listView:${list}`;

const isSort = (value: unknown): value is SortState =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SortState).orderBy === 'string' &&
  ((value as SortState).orderDirection === 'asc' || (value as SortState).orderDirection === 'desc');

/** The view last shown on this list in this tab, or undefined (never kept, or unreadable). */
export function rememberedListView(list: string): ListView | undefined {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(keyOf(list)) ?? 'null');
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
  window.sessionStorage.setItem(keyOf(list), JSON.stringify(view));
}

export function forgetListView(list: string): void {
  window.sessionStorage.removeItem(keyOf(list));
}
