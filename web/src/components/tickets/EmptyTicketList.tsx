import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { noTicketsMessage } from '@/components/dates';
import { filtersInUse, type NarrowingFilters } from '@/lib/ticketListFilters';

const useStyles = makeStyles({
  clear: { marginLeft: tokens.spacingHorizontalS },
});

interface EmptyTicketListProps {
  /** The filters the list applies (its created range, and the others it names when in use). */
  applied: NarrowingFilters;
  /** The applied search text. */
  search: string;
  /** Clears the search (the box too), when there is one. */
  onClearSearch(): void;
}

/** An empty ticket list: what selected nothing (`noTicketsMessage`) and, after a search, Clear search. */
export function EmptyTicketList({ applied, search, onClearSearch }: EmptyTicketListProps) {
  const styles = useStyles();
  return (
    <>
      <span>{noTicketsMessage(applied.created, undefined, { search, filters: filtersInUse(applied) })}</span>
      {search.trim() && (
        <Button className={styles.clear} size="small" onClick={onClearSearch}>
          Clear search
        </Button>
      )}
    </>
  );
}
