import { getAllAgentsInTeam } from '@shared/contract/teams';
import { agentsInTeam } from '../../core/teams';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getAllAgentsInTeam, ({ input }) => agentsInTeam(input.teamId));
