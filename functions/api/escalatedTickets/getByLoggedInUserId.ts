import { getEscalatedByLoggedInUserId } from '@shared/contract/transfers';
import { escalatedList } from '../../core/workLists';
import { apiHandler } from '../../lib/preset';

// Always the caller's own records: the e-mail comes from the token, never from the query.
export const handler = apiHandler(getEscalatedByLoggedInUserId, ({ caller, input }) => escalatedList(caller, input));
