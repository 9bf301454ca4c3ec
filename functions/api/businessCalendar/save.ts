import { saveBusinessCalendar } from '@shared/contract/businessCalendar';
import { saveBusinessCalendar as save } from '../../core/businessCalendar';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(saveBusinessCalendar, ({ caller, input }) => save(caller, input));
