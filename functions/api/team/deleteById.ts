import { deleteTeamById } from '@shared/contract/teams';
import { removeTeam } from '../../core/teams';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(deleteTeamById, ({ input }) => removeTeam(input.teamId));
