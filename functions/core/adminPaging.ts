/**
 * Paging, search and sort of the administration tables (users, departments, agents, teams). Their
 * lists are small (people and teams, not tickets), read whole from one index partition, then
 * searched, sorted and cut here, so every table gets an exact total and any-column sort.
 */

export interface PageQuery {
  size: number;
  page: number;
  searchParam?: string;
  orderBy?: string;
  orderDirection?: 'asc' | 'desc';
}

export interface ListRules<T> {
  /** The texts a search looks in (case-insensitive, "contains"). */
  searchText?: (item: T) => readonly (string | null | undefined)[];
  sortKeys: Record<string, (item: T) => string | number>;
  /** The sort when orderBy is absent or unknown. */
  defaultSort: string;
  defaultDirection?: 'asc' | 'desc';
  /** Orders equal keys (stable, so pages never overlap). */
  tieBreak: (item: T) => string | number;
}

export interface ListPage<T> {
  items: T[];
  currentPage: number;
  totalItems: number;
}

export function sortAndSearch<T>(
  items: readonly T[],
  query: Omit<PageQuery, 'size' | 'page'>,
  rules: ListRules<T>,
): T[] {
  const needle = query.searchParam?.trim().toLowerCase();
  const matching =
    needle && rules.searchText
      ? items.filter((item) => rules.searchText!(item).some((value) => (value ?? '').toLowerCase().includes(needle)))
      : [...items];
  const known = query.orderBy && Object.hasOwn(rules.sortKeys, query.orderBy);
  const key = rules.sortKeys[known ? (query.orderBy as string) : rules.defaultSort];
  const direction = (query.orderDirection ?? (known ? 'asc' : (rules.defaultDirection ?? 'asc'))) === 'desc' ? -1 : 1;
  const keyed = matching.map((item) => ({ item, key: key(item), tie: rules.tieBreak(item) }));
  keyed.sort((a, b) => {
    if (a.key < b.key) return -direction;
    if (a.key > b.key) return direction;
    if (a.tie < b.tie) return -direction;
    if (a.tie > b.tie) return direction;
    return 0;
  });
  return keyed.map((entry) => entry.item);
}

export function pageOfList<T>(items: readonly T[], query: PageQuery, rules: ListRules<T>): ListPage<T> {
  const sorted = sortAndSearch(items, query, rules);
  const start = query.page * query.size;
  return { items: sorted.slice(start, start + query.size), currentPage: query.page, totalItems: sorted.length };
}
