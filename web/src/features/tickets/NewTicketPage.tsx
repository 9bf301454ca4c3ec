import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTenantSettings } from '@/api/session';
import { LoadingRows } from '@/components/LoadingRows';
import { PageShell } from '@/components/PageShell';
import { NewTicketForm } from './create/NewTicketForm';

/**
 * /addTicket (tickets spec 2.6). When the tenant has a deprecation notice, the page shows only that
 * message (spec 1); otherwise the create-ticket form.
 */
export default function NewTicketPage() {
  // The same SWR entry the header reads: normally already in the cache.
  const { data, isLoading } = useTenantSettings(true);
  const notice = data?.data.deprecationNotice;

  let content = <NewTicketForm />;
  if (isLoading) content = <LoadingRows />;
  else if (notice) {
    content = (
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>{notice}</MessageBarBody>
      </MessageBar>
    );
  }
  return <PageShell title="New Ticket">{content}</PageShell>;
}
