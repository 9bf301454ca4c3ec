import {
  Checkbox,
  Field,
  makeStyles,
  mergeClasses,
  Select,
  Skeleton,
  SkeletonItem,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  TableSelectionCell,
  tokens,
} from '@fluentui/react-components';
import { type ReactNode, useEffect } from 'react';
import { DebouncedSearch } from './DebouncedSearch';
import { ListState } from './ListState';
import { TableFrame, useTableFrameStyles } from './TableFrame';
import { TablePager } from './TablePager';
import { useNarrowScreen } from './useNarrowScreen';

/** Spec: 20 rows a page, body at most 450px high (tickets spec section 9). */
export const PAGE_SIZE = 20;
export { SEARCH_DELAY_MS } from './DebouncedSearch';

const useStyles = makeStyles({
  toolbarStart: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  selectionCell: { width: '44px' },
  wrapCell: { whiteSpace: 'normal', minWidth: '200px', maxWidth: '320px', overflowWrap: 'anywhere' },
  // Phone width, tables that stay tables: the first column (the ticket number, the name) stays in
  // view while the rest scrolls sideways inside the frame (issue 17).
  pinned: {
    position: 'sticky',
    left: 0,
    zIndex: 1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: `inset -${tokens.strokeWidthThin} 0 0 ${tokens.colorNeutralStroke2}`,
  },
  pinnedHeader: { zIndex: 3, backgroundColor: tokens.colorNeutralBackground3 },
  pinnedAfterSelection: { left: '44px' },
  stateCell: { padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`, whiteSpace: 'normal' },
  // Loading rows: one pulse per row over still bars. Fluent's SkeletonItem animates each bar on its own
  // layer; 5 rows × 15 columns of them cost a slow laptop ~200 ms of painting and 75 animation events
  // on a cold /allTickets (issue 17, trace of a throttled load).
  skeletonRow: {
    animationName: { '0%': { opacity: 1 }, '50%': { opacity: 0.4 }, '100%': { opacity: 1 } },
    animationDuration: '1.5s',
    animationTimingFunction: 'ease-in-out',
    animationIterationCount: 'infinite',
    '@media screen and (prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
  skeletonBar: {
    minWidth: '48px',
    height: '16px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralStencil1,
    '@media screen and (forced-colors: active)': { backgroundColor: 'GrayText' },
  },
  // Phone width: each row a card of its main fields, one under another, with nothing to scroll sideways.
  cards: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: 0,
    listStyleType: 'none',
  },
  card: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  cardFields: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalM}`,
    margin: 0,
    flexGrow: 1,
    minWidth: 0,
  },
  cardField: { display: 'contents' },
  cardLabel: { color: tokens.colorNeutralForeground3 },
  cardValue: { margin: 0, overflowWrap: 'anywhere' },
  // Phone width: the headers that sort are gone, so the same sort is chosen here.
  cardSort: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  cardSortField: { flexGrow: 1, minWidth: '140px' },
  cardState: {
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  orderBy: string;
  orderDirection: SortDirection;
}

export interface DataTableColumn<Row> {
  id: string;
  header: string;
  /** The orderBy the server sorts by when this header is clicked; omit for a column that does not sort. */
  sortKey?: string;
  render: (row: Row) => ReactNode;
  /** Let long text wrap (a subject); other cells keep to one line. */
  wrap?: boolean;
}

/** What an empty table says when it is not told otherwise: a search or filters found nothing. */
export const NOTHING_FOUND_MESSAGE = 'No records found. Try another search or clear the filters.';

export interface DataTableProps<Row> {
  /** The table's accessible name. */
  ariaLabel: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowId: (row: Row) => string;
  totalItems: number;
  /** Zero-based, as the server counts pages. */
  page: number;
  pageSize?: number;
  onPageChange: (page: number) => void;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Shows a search box; called (debounced) with the trimmed text. */
  onSearchChange?: (text: string) => void;
  searchPlaceholder?: string;
  /** The search text applied: the box starts with it, and shows it when it changes other than by typing. */
  initialSearch?: string;
  selectable?: boolean;
  selectedIds?: readonly string[];
  onSelectionChange?: (ids: string[]) => void;
  loading?: boolean;
  /** A load failure to show in place of rows. */
  error?: string;
  /** What Retry beside a load failure does (loads the list again); without it Retry reloads the page. */
  onRetry?: () => void;
  /** What an empty list says: what there is not, and what to do next. */
  emptyMessage?: ReactNode;
  /**
   * Phone width: show each row as a card of these columns (by id) instead of the table (ticket
   * tables: number, subject, status, dates). Without it the table scrolls inside its frame.
   */
  cardColumns?: readonly string[];
  /** Controls shown left of the search box (a bulk action area). */
  toolbar?: ReactNode;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A server-driven table: the page asks the server for one page of rows sorted and searched as told,
 * and this component shows them with a sticky header inside a 450px-high scrolling frame, a pager
 * ('Page x of y', total), sortable headers, a debounced search box and optional row checkboxes.
 */
export function DataTable<Row>({
  ariaLabel,
  columns,
  rows,
  rowId,
  totalItems,
  page,
  pageSize = PAGE_SIZE,
  onPageChange,
  sort,
  onSortChange,
  onSearchChange,
  searchPlaceholder = 'Search',
  initialSearch = '',
  selectable = false,
  selectedIds = [],
  onSelectionChange,
  loading = false,
  error,
  onRetry,
  emptyMessage = NOTHING_FOUND_MESSAGE,
  cardColumns,
  toolbar,
}: DataTableProps<Row>) {
  const styles = { ...useTableFrameStyles(), ...useStyles() };
  const narrow = useNarrowScreen();
  const pageCount = Math.max(1, Math.ceil(totalItems / pageSize));
  // A page past the end (a list's remembered page after its tickets moved on, or the last row of the
  // last page closed) would show an empty table beside a total: show the last page instead.
  const pastTheEnd = !loading && !error && rows.length === 0 && totalItems > 0 && page >= pageCount;
  useEffect(() => {
    if (pastTheEnd) onPageChange(pageCount - 1);
  }, [pastTheEnd, pageCount, onPageChange]);
  const selected = new Set(selectedIds);
  const rowIds = rows.map(rowId);
  const selectedOnPage = rowIds.filter((id) => selected.has(id)).length;
  const headerChecked = rowIds.length > 0 && selectedOnPage === rowIds.length ? true : selectedOnPage > 0 && 'mixed';
  const columnCount = columns.length + (selectable ? 1 : 0);

  const toggleRow = (id: string) =>
    onSelectionChange?.(selected.has(id) ? selectedIds.filter((each) => each !== id) : [...selectedIds, id]);
  const toggleAll = () =>
    onSelectionChange?.(
      headerChecked === true
        ? selectedIds.filter((id) => !rowIds.includes(id))
        : [...selectedIds, ...rowIds.filter((id) => !selected.has(id))],
    );
  const sortBy = (key: string) =>
    onSortChange?.({
      orderBy: key,
      orderDirection: sort?.orderBy === key && sort.orderDirection === 'asc' ? 'desc' : 'asc',
    });

  // Before the first rows: skeleton rows while loading, else the failure with Retry, else what to do next.
  const showSkeleton = rows.length === 0 && loading && !error;
  const state =
    rows.length === 0 && !showSkeleton ? (
      <ListState error={error} onRetry={onRetry} emptyMessage={emptyMessage} />
    ) : null;

  const cardFields = narrow && cardColumns ? columns.filter((column) => cardColumns.includes(column.id)) : undefined;
  // The columns whose headers sort, offered as a "Sort by" choice beside the cards (same state, same sortBy).
  const sortColumns = onSortChange ? columns.filter((column) => column.sortKey) : [];
  const cardSort = cardFields && sortColumns.length > 0 && (
    <div className={styles.cardSort}>
      <Field label="Sort by" className={styles.cardSortField}>
        <Select value={sort?.orderBy ?? ''} onChange={(_event, data) => data.value && sortBy(data.value)}>
          {!sort && <option value="">Select</option>}
          {sortColumns.map((column) => (
            <option key={column.id} value={column.sortKey}>
              {column.header}
            </option>
          ))}
        </Select>
      </Field>
      {sort && (
        <Field label="Sort direction" className={styles.cardSortField}>
          <Select
            value={sort.orderDirection}
            onChange={(_event, data) =>
              onSortChange?.({ orderBy: sort.orderBy, orderDirection: data.value === 'desc' ? 'desc' : 'asc' })
            }
          >
            <option value="asc">Ascending</option>
            <option value="desc">Descending</option>
          </Select>
        </Field>
      )}
    </div>
  );
  const pinFirst = narrow && !cardFields && columns.length > 1;
  const pinnedClasses = (columnIndex: number) =>
    pinFirst && columnIndex === 0 ? [styles.pinned, selectable && styles.pinnedAfterSelection] : [];
  const body = cardFields ? (
    <>
      {cardSort}
      {showSkeleton && (
        <Skeleton aria-label="Loading">
          {[0, 1, 2].map((index) => (
            <SkeletonItem key={index} size={48} />
          ))}
        </Skeleton>
      )}
      {state && <div className={styles.cardState}>{state}</div>}
      <ul className={styles.cards} aria-label={ariaLabel}>
        {rows.map((row, index) => {
          const id = rowIds[index];
          return (
            <li key={id} className={styles.card}>
              {selectable && (
                <Checkbox checked={selected.has(id)} onChange={() => toggleRow(id)} aria-label={`Select row ${id}`} />
              )}
              <dl className={styles.cardFields}>
                {cardFields.map((column) => {
                  // A field with no value (an open ticket's Closed Date) is left out, not shown as an empty label.
                  const value = column.render(row);
                  if (value === '' || value === null || value === undefined || value === false) return null;
                  return (
                    <div key={column.id} className={styles.cardField}>
                      <dt className={styles.cardLabel}>{column.header}</dt>
                      <dd className={styles.cardValue}>{value}</dd>
                    </div>
                  );
                })}
              </dl>
            </li>
          );
        })}
      </ul>
    </>
  ) : null;

  return (
    <div className={styles.root}>
      {(toolbar || onSearchChange) && (
        <div className={styles.toolbar}>
          <div className={styles.toolbarStart}>{toolbar}</div>
          {onSearchChange && (
            <DebouncedSearch placeholder={searchPlaceholder} initial={initialSearch} onChange={onSearchChange} />
          )}
        </div>
      )}
      {body ?? (
        <TableFrame label={ariaLabel} loading={loading} hasRows={rows.length > 0}>
          <TableHeader className={styles.header}>
            <TableRow>
              {selectable && (
                // A header cell (not a TableSelectionCell, which is a td) keeps every header a columnheader.
                <TableHeaderCell
                  className={mergeClasses(
                    styles.selectionCell,
                    pinFirst && styles.pinned,
                    pinFirst && styles.pinnedHeader,
                  )}
                >
                  <Checkbox checked={headerChecked} onChange={toggleAll} aria-label="Select all rows" />
                </TableHeaderCell>
              )}
              {columns.map((column, columnIndex) => {
                const direction = column.sortKey && sort?.orderBy === column.sortKey ? sort.orderDirection : undefined;
                return (
                  <TableHeaderCell
                    key={column.id}
                    className={mergeClasses(
                      styles.headerCell,
                      ...pinnedClasses(columnIndex),
                      columnIndex === 0 && pinFirst && styles.pinnedHeader,
                    )}
                    sortable={Boolean(column.sortKey && onSortChange)}
                    sortDirection={direction ? ariaSort[direction] : undefined}
                    onClick={column.sortKey && onSortChange ? () => sortBy(column.sortKey!) : undefined}
                  >
                    {column.header}
                  </TableHeaderCell>
                );
              })}
            </TableRow>
          </TableHeader>
          <TableBody>
            {showSkeleton &&
              [0, 1, 2, 3, 4].map((index) => (
                <TableRow key={`skeleton-${index}`} aria-hidden className={styles.skeletonRow}>
                  {[...(selectable ? ['selection'] : []), ...columns.map((column) => column.id)].map((cell) => (
                    <TableCell key={cell}>
                      <div className={styles.skeletonBar} />
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            {state && (
              <TableRow>
                <TableCell colSpan={columnCount} className={styles.stateCell}>
                  {state}
                </TableCell>
              </TableRow>
            )}
            {rows.map((row, index) => {
              const id = rowIds[index];
              const isSelected = selected.has(id);
              return (
                <TableRow key={id} aria-selected={selectable ? isSelected : undefined}>
                  {selectable && (
                    <TableSelectionCell
                      className={mergeClasses(styles.selectionCell, pinFirst && styles.pinned)}
                      checked={isSelected}
                      onClick={() => toggleRow(id)}
                      checkboxIndicator={{ 'aria-label': `Select row ${id}` }}
                    />
                  )}
                  {columns.map((column, columnIndex) => (
                    <TableCell
                      key={column.id}
                      className={mergeClasses(
                        column.wrap ? styles.wrapCell : styles.cell,
                        ...pinnedClasses(columnIndex),
                      )}
                    >
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              );
            })}
          </TableBody>
        </TableFrame>
      )}
      <TablePager
        label={`${ariaLabel} pages`}
        page={page}
        pageCount={pageCount}
        totalItems={totalItems}
        onPageChange={onPageChange}
      />
    </div>
  );
}
