import { getTicketsOfTeam } from '@shared/contract/teams';
import { teamTickets } from '../../core/teamTickets';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getTicketsOfTeam, ({ caller, input }) => teamTickets(caller, input));
