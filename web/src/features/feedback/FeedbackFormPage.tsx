import { makeStyles, tokens } from '@fluentui/react-components';
import { LaterReleaseNotice } from '../../components/LaterReleaseNotice';
import { PageShell } from '../../components/PageShell';

const useStyles = makeStyles({
  // Public page (spec): no navigation bar and no login.
  page: { minHeight: '100vh', maxWidth: '720px', margin: '0 auto', backgroundColor: tokens.colorNeutralBackground1 },
});

export default function FeedbackFormPage() {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <PageShell title="Feedback">
        <LaterReleaseNotice />
      </PageShell>
    </div>
  );
}
