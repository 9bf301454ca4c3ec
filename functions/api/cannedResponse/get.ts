import { cannedResponse } from '@shared/contract/replies';
import { cannedText } from '../../core/agentDesk';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(cannedResponse, ({ caller, input }) => cannedText(caller, input));
