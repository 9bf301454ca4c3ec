import { saveDepartment } from '@shared/contract/catalogue';
import { saveDepartment as save } from '../../core/catalogue';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(saveDepartment, ({ caller, input }) => save(input, caller));
