import { transferBack as transferBackEndpoint } from '@shared/contract/transfers';
import { transferBack } from '../../core/agentDesk';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(transferBackEndpoint, ({ caller, input }) => transferBack(caller, input));
