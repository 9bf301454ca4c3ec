import { takeTicket } from '@shared/contract/tickets';
import { takeTicket as take } from '../../core/departmentQueue';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(takeTicket, ({ caller, input }) => take(caller, input));
