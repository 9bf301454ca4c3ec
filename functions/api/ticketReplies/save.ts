import { saveReply } from '@shared/contract/replies';
import { postReply } from '../../core/replies';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(saveReply, ({ caller, input }) => postReply(caller, input));
