import { allTeams } from '@shared/contract/teams';
import { teamsPage } from '../../core/teams';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(allTeams, ({ input }) => teamsPage(input));
