import { getTicketsOfTeam } from '../../../shared/contract/teams';
import { teamTickets } from '../../core/teams';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getTicketsOfTeam, ({ caller, input }) => teamTickets(caller, input));
