import { saveTicketSource } from '@shared/contract/catalogue';
import { saveTicketSource as save } from '../../core/catalogue';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(saveTicketSource, ({ caller, input }) => save(input, caller));
