import { makeStyles, tokens } from '@fluentui/react-components';
import { Link, type LinkProps } from 'react-router';

const useStyles = makeStyles({
  link: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecorationLine: 'underline' },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
});

/**
 * A list row's first column as a link: to a record's form in the admin lists, to a ticket or a
 * transfer request in the ticket lists.
 */
export function RowLink(props: LinkProps) {
  const styles = useStyles();
  return <Link className={styles.link} {...props} />;
}
