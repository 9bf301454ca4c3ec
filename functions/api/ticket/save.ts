import { saveTicket } from '@shared/contract/tickets';
import { raiseTicket } from '../../core/tickets';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(saveTicket, ({ caller, input }) => raiseTicket(caller, input));
