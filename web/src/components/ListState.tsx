import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  empty: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

export interface ListStateProps {
  /** A load failure: said, with Retry beside it. */
  error?: string;
  /** What Retry does; without it, the page loads again. */
  onRetry?: () => void;
  /** What an empty list says instead (what to do next). */
  emptyMessage: ReactNode;
}

/**
 * What a list or page shows instead of its rows (issue 17): the failure with a Retry button, or what
 * to do next when there is nothing. Loading is the caller's skeleton.
 */
export function ListState({ error, onRetry, emptyMessage }: ListStateProps) {
  const styles = useStyles();
  if (error) {
    return (
      <div className={styles.row} role="alert">
        <Text className={styles.error}>{error}</Text>
        <Button icon={<ArrowClockwiseRegular />} onClick={onRetry ?? (() => window.location.reload())}>
          Retry
        </Button>
      </div>
    );
  }
  return <Text className={styles.empty}>{emptyMessage}</Text>;
}
