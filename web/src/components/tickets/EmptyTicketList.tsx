import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { type DateRangeText, noTicketsMessage } from '@/components/dates';

const useStyles = makeStyles({
  clear: { marginLeft: tokens.spacingHorizontalS },
});

interface EmptyTicketListProps {
  /** The applied created range. */
  created: DateRangeText | undefined;
  /** The applied search text. */
  search: string;
  /** The labels of the other filters in use (`filtersInUse`). */
  filters: readonly string[];
  /** Clears the search (the box too), when there is one. */
  onClearSearch(): void;
}

/** An empty ticket list: what selected nothing (`noTicketsMessage`) and, after a search, Clear search. */
export function EmptyTicketList({ created, search, filters, onClearSearch }: EmptyTicketListProps) {
  const styles = useStyles();
  return (
    <>
      <span>{noTicketsMessage(created, undefined, { search, filters })}</span>
      {search.trim() && (
        <Button className={styles.clear} size="small" onClick={onClearSearch}>
          Clear search
        </Button>
      )}
    </>
  );
}
