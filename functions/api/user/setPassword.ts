import { setPassword } from '@shared/contract/users';
import { setPasswordWithLink } from '../../core/passwordLinks';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(setPassword, ({ input }) => setPasswordWithLink(input.token, input.password));
