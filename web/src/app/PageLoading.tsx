import { makeStyles, Spinner } from '@fluentui/react-components';

const useStyles = makeStyles({
  centre: { minHeight: '60vh', display: 'flex', alignItems: 'center', justifyContent: 'center' },
});

/** Shown while the first screen's code loads. */
export function PageLoading() {
  const styles = useStyles();
  return (
    <div className={styles.centre}>
      <Spinner label="Loading…" />
    </div>
  );
}
