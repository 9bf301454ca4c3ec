import { makeStyles, tokens } from '@fluentui/react-components';
import { Link, type LinkProps } from 'react-router';
import type { DataTableColumn } from './DataTable';

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

/**
 * An admin list's sortable first column: the record's `key` field (its name or id) as a RowLink to
 * its form. The server sorts by `sortKey`, the field itself unless the list names it otherwise.
 */
export function recordLinkColumn<Row>(
  key: keyof Row & string,
  header: string,
  formPathOf: (row: Row) => string,
  sortKey: string = key,
): DataTableColumn<Row> {
  return { id: key, header, sortKey, render: (row) => <RowLink to={formPathOf(row)}>{String(row[key])}</RowLink> };
}
