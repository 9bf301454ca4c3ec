import { requestPasswordReset as requestPasswordResetEndpoint } from '@shared/contract/users';
import { requestPasswordReset } from '../../core/passwordLinks';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(requestPasswordResetEndpoint, ({ input }) => requestPasswordReset(input.email));
