import { getTicketSourcesWithPagination } from '@shared/contract/catalogue';
import { ticketSourcesPage } from '../../core/catalogueLists';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getTicketSourcesWithPagination, ({ input }) => ticketSourcesPage(input));
