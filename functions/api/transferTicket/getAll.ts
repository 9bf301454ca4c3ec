import { getAllTransfers } from '@shared/contract/transfers';
import { transferList } from '../../core/workLists';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getAllTransfers, ({ input }) => transferList(input));
