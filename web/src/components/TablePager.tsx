import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ChevronDoubleLeftRegular } from '@fluentui/react-icons/svg/chevron-double-left';
import { ChevronDoubleRightRegular } from '@fluentui/react-icons/svg/chevron-double-right';
import { ChevronLeftRegular } from '@fluentui/react-icons/svg/chevron-left';
import { ChevronRightRegular } from '@fluentui/react-icons/svg/chevron-right';

const useStyles = makeStyles({
  pager: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
  },
  pagerButtons: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

export interface TablePagerProps {
  /** The pager's accessible name ('<table> pages'). */
  label: string;
  /** Zero-based, as the server counts pages. */
  page: number;
  pageCount: number;
  totalItems: number;
  onPageChange: (page: number) => void;
}

/** A paged table's pager: 'Page x of y', first / previous / next / last, and 'Total: n'. */
export function TablePager({ label, page, pageCount, totalItems, onPageChange }: TablePagerProps) {
  const styles = useStyles();
  return (
    <nav className={styles.pager} aria-label={label}>
      <Text>
        Page {Math.min(page + 1, pageCount)} of {pageCount}
      </Text>
      <div className={styles.pagerButtons}>
        <Button
          appearance="subtle"
          icon={<ChevronDoubleLeftRegular />}
          aria-label="First page"
          disabled={page <= 0}
          onClick={() => onPageChange(0)}
        />
        <Button
          appearance="subtle"
          icon={<ChevronLeftRegular />}
          aria-label="Previous page"
          disabled={page <= 0}
          onClick={() => onPageChange(page - 1)}
        />
        <Button
          appearance="subtle"
          icon={<ChevronRightRegular />}
          aria-label="Next page"
          disabled={page >= pageCount - 1}
          onClick={() => onPageChange(page + 1)}
        />
        <Button
          appearance="subtle"
          icon={<ChevronDoubleRightRegular />}
          aria-label="Last page"
          disabled={page >= pageCount - 1}
          onClick={() => onPageChange(pageCount - 1)}
        />
      </div>
      <Text>Total: {totalItems}</Text>
    </nav>
  );
}
