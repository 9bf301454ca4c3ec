import { getAllTeamsLeadUsers } from '@shared/contract/teams';
import { teamLeadUsers } from '../../core/teams';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getAllTeamsLeadUsers, () => teamLeadUsers());
