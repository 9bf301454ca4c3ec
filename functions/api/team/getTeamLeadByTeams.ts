import { getTeamLeadByTeams } from '@shared/contract/teams';
import { leadsOfTeams } from '../../core/teams';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getTeamLeadByTeams, ({ input }) => leadsOfTeams(input.teamIds));
