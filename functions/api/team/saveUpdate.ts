import { saveUpdateTeam } from '@shared/contract/teams';
import { saveTeam } from '../../core/teams';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(saveUpdateTeam, ({ caller, input }) => saveTeam(caller, input));
