import { saveCannedResponse } from '@shared/contract/catalogue';
import { saveCannedResponse as save } from '../../core/catalogue';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(saveCannedResponse, ({ caller, input }) => save(input, caller));
