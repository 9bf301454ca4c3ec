import { Button, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { useMemo } from 'react';
import { busyIcon } from '@/components/busyIcon';
import { LoadingRows } from '@/components/LoadingRows';
import { PageShell } from '@/components/PageShell';
import { storedUserId } from '@/lib/session';
import { usePieChartDetails } from './api';
import { pieSlices } from './pieData';
import { TicketPieChart } from './TicketPieChart';

const useStyles = makeStyles({
  card: { maxWidth: '720px', padding: tokens.spacingHorizontalL },
  counts: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXXL },
  count: { display: 'flex', flexDirection: 'column' },
  number: {
    fontSize: tokens.fontSizeHero700,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightHero700,
  },
  muted: { color: tokens.colorNeutralForeground3 },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** /dashboard: the signed-in user's Opened, Closed and Overdue tickets as a pie, with Refresh Data. */
export default function DashboardPage() {
  const styles = useStyles();
  const userId = useMemo(() => storedUserId() ?? undefined, []);
  const { data, error, isValidating, mutate } = usePieChartDetails(userId);
  const slices = data ? pieSlices(data) : [];
  const empty = slices.every((slice) => slice.value === 0);

  return (
    <PageShell
      title="Dashboard"
      actions={
        <Button
          icon={busyIcon(isValidating, <ArrowClockwiseRegular />)}
          disabled={isValidating}
          onClick={() => void mutate()}
        >
          Refresh Data
        </Button>
      }
    >
      <Card className={styles.card}>
        {error && <Text className={styles.error}>{error.message}</Text>}
        {!data && !error && <LoadingRows />}
        {data && (
          <>
            <div className={styles.counts}>
              {slices.map((slice) => (
                <div key={slice.name} className={styles.count}>
                  <Text className={styles.muted}>{slice.name}</Text>
                  <Text className={styles.number}>{slice.value}</Text>
                  <Text className={styles.muted}>{slice.percent}%</Text>
                </div>
              ))}
            </div>
            {empty ? (
              <Text className={styles.muted}>No tickets to chart yet.</Text>
            ) : (
              <TicketPieChart slices={slices} />
            )}
          </>
        )}
      </Card>
    </PageShell>
  );
}
