import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router';
import { writeSession } from '../../../lib/session';

const useStyles = makeStyles({
  link: {
    color: tokens.colorBrandForegroundLink,
    fontWeight: tokens.fontWeightSemibold,
    textDecorationLine: 'none',
    ':hover': { color: tokens.colorBrandForegroundLinkHover, textDecorationLine: 'underline' },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
});

/** The ticket view's address (tickets spec 2.7): /viewTicket/id:{ticketId}. */
export const ticketViewPath = (ticketId: string): string => `/viewTicket/id:${ticketId}`;

export interface TicketNumberLinkProps {
  ticketId: string;
  /** The list's own path, remembered so the ticket view's breadcrumb leads back to it (spec 2.7). */
  listPath: string;
}

export function TicketNumberLink({ ticketId, listPath }: TicketNumberLinkProps) {
  const styles = useStyles();
  return (
    <Link
      className={styles.link}
      to={ticketViewPath(ticketId)}
      onClick={() => writeSession({ previousPageLocation: listPath })}
    >
      {ticketId}
    </Link>
  );
}
