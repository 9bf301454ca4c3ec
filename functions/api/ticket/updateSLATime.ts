import { updateSLATime } from '@shared/contract/tickets';
import { updateSla } from '../../core/agentDesk';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(updateSLATime, ({ caller, input }) => updateSla(caller, input));
