import { getTransferById } from '@shared/contract/transfers';
import { transferById } from '../../core/workLists';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getTransferById, ({ input }) => transferById(input.id));
