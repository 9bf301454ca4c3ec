import { saveUser } from '@shared/contract/users';
import { saveUser as save } from '../../core/userAdmin';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(saveUser, ({ caller, input }) => save(caller, input));
