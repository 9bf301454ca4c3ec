import { deleteCannedResponse } from '@shared/contract/catalogue';
import { deleteCannedResponse as remove } from '../../core/catalogue';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(deleteCannedResponse, ({ input }) => remove(input));
