import { getUserDetails } from '@shared/contract/users';
import { userDetails } from '../../core/session';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getUserDetails, ({ caller, input }) => userDetails(caller, input.id));
