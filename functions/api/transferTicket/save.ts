import { saveTransfer } from '@shared/contract/transfers';
import { transferTicket } from '../../core/agentDesk';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(saveTransfer, ({ caller, input }) => transferTicket(caller, input));
