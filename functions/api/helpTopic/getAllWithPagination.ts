import { getHelpTopicsWithPagination } from '@shared/contract/catalogue';
import { helpTopicsPage } from '../../core/catalogueLists';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getHelpTopicsWithPagination, ({ input }) => helpTopicsPage(input));
