import { MessageBar, MessageBarBody, makeStyles, mergeClasses, Subtitle1, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { BackBreadcrumb } from '@/components/AppBreadcrumb';
import { PageShell } from '@/components/PageShell';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1200px' },
  // The agent desk lays out its own columns, wider than 1200 px on a wide screen.
  wide: { maxWidth: 'none' },
  subject: { margin: 0, overflowWrap: 'anywhere' },
});

export interface TicketPageFrameProps {
  ticketId: string | undefined;
  /** The list the breadcrumb goes back to. */
  back: { path: string; label: string };
  children: ReactNode;
}

/** A ticket's page (the ticket view, a transfer request's view): 'Ticket #id', with a breadcrumb back to its list. */
export function TicketPageFrame({ ticketId, back, children }: TicketPageFrameProps) {
  const title = ticketId ? `Ticket #${ticketId}` : 'Ticket';
  return (
    <PageShell title={title} breadcrumb={<BackBreadcrumb back={back} current={title} />}>
      {children}
    </PageShell>
  );
}

/**
 * The body of a ticket's page: its subject, then its sections. The subject is drawn as soon as the
 * ticket is read, before any section's code (the agent desk) has arrived: it is the page's largest
 * text, which is when a visitor sees the ticket (issue 17's LCP).
 */
export function TicketPageBody({
  subject,
  wide = false,
  children,
}: {
  subject: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const styles = useStyles();
  return (
    <div className={mergeClasses(styles.content, wide && styles.wide)}>
      {subject && (
        <Subtitle1 as="p" className={styles.subject}>
          {subject}
        </Subtitle1>
      )}
      {children}
    </div>
  );
}

/** A failure in place of a ticket's page body (or its thread). */
export const failureBar = (message: string) => (
  <MessageBar intent="error">
    <MessageBarBody>{message}</MessageBarBody>
  </MessageBar>
);
