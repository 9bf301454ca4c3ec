import { makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

const useStyles = makeStyles({
  link: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { textDecorationLine: 'underline' },
  },
});

/** A list row's name as a link to its form (the admin lists' first column). */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <Link className={styles.link} to={to}>
      {children}
    </Link>
  );
}
