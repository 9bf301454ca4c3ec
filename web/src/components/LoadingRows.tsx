import { makeStyles, Skeleton, SkeletonItem, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/** A list or page while its data loads (issue 17): skeleton rows where the content will be, marked busy. */
export function LoadingRows({ rows = 5, label = 'Loading' }: { rows?: number; label?: string }) {
  const styles = useStyles();
  return (
    <div role="status" aria-label={label} aria-busy="true">
      {/* Fluent's Skeleton is a progress bar: it needs its own name (axe: aria-progressbar-name). */}
      <Skeleton className={styles.rows} aria-label={label}>
        {Array.from({ length: rows }, (_, row) => `row-${row}`).map((key) => (
          <SkeletonItem key={key} size={24} />
        ))}
      </Skeleton>
    </div>
  );
}
