import { ticketPresence } from '@shared/contract/presence';
import { reportPresence } from '../../core/presence';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(ticketPresence, ({ caller, input }) => reportPresence(caller, input));
