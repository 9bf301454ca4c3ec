import { updateTicketDetails } from '@shared/contract/tickets';
import { updateSubCategory } from '../../core/agentDesk';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(updateTicketDetails, ({ caller, input }) => updateSubCategory(caller, input));
