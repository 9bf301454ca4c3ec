import { getTeamsByLeadId } from '@shared/contract/teams';
import { teamsOfLead } from '../../core/teams';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getTeamsByLeadId, ({ caller, input }) => teamsOfLead(caller, input.teamLeadId));
