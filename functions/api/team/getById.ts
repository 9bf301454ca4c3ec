import { getTeamById } from '@shared/contract/teams';
import { teamById } from '../../core/teams';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getTeamById, ({ input }) => teamById(input.teamId));
