import { downloadAllAdminTeams } from '@shared/contract/exports';
import { exportTeams } from '../../core/teams';
import { apiHandler, redirectTo } from '../../lib/preset';

export const handler = apiHandler(downloadAllAdminTeams, async ({ caller }) => redirectTo(await exportTeams(caller)));
