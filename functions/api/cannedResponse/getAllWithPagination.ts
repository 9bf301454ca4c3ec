import { getCannedResponsesWithPagination } from '../../../shared/contract/catalogue';
import { cannedResponsesPage } from '../../core/catalogue';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getCannedResponsesWithPagination, ({ input }) => cannedResponsesPage(input));
