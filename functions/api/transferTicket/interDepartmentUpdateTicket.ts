import { interDepartmentUpdateTicket } from '@shared/contract/transfers';
import { completeTransfer } from '../../core/agentDesk';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(interDepartmentUpdateTicket, ({ caller, input }) => completeTransfer(caller, input));
