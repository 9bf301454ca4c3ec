import { getBusinessCalendar } from '@shared/contract/businessCalendar';
import { businessCalendarView } from '../../core/businessCalendar';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getBusinessCalendar, () => businessCalendarView());
