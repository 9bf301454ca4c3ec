import {
  Breadcrumb,
  BreadcrumbButton,
  BreadcrumbDivider,
  BreadcrumbItem,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Subtitle1,
  tokens,
} from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageShell } from '@/components/PageShell';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1200px' },
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
  const navigate = useNavigate();
  const title = ticketId ? `Ticket #${ticketId}` : 'Ticket';
  return (
    <PageShell
      title={title}
      breadcrumb={
        <Breadcrumb aria-label="Breadcrumb">
          <BreadcrumbItem>
            <BreadcrumbButton
              href={back.path}
              onClick={(event) => {
                event.preventDefault();
                navigate(back.path);
              }}
            >
              {back.label}
            </BreadcrumbButton>
          </BreadcrumbItem>
          <BreadcrumbDivider />
          <BreadcrumbItem>
            <BreadcrumbButton current>{title}</BreadcrumbButton>
          </BreadcrumbItem>
        </Breadcrumb>
      }
    >
      {children}
    </PageShell>
  );
}

/** The body of a ticket's page: its subject, then its sections. */
export function TicketPageBody({ subject, children }: { subject: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.content}>
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
