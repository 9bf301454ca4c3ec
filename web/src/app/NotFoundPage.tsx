import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router';
import { PageShell } from '@/components/PageShell';

const useStyles = makeStyles({
  link: { color: tokens.colorBrandForegroundLink, ':hover': { color: tokens.colorBrandForegroundLinkHover } },
});

export default function NotFoundPage() {
  const styles = useStyles();
  return (
    <PageShell title="Page not found">
      <Body1>
        There is no screen at this address.{' '}
        <Link to="/ticket" className={styles.link}>
          Go to My Tickets
        </Link>
      </Body1>
    </PageShell>
  );
}
