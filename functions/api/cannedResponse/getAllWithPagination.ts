import { getCannedResponsesWithPagination } from '@shared/contract/catalogue';
import { cannedResponsesPage } from '../../core/catalogueLists';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getCannedResponsesWithPagination, ({ input }) => cannedResponsesPage(input));
