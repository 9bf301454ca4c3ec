import { getBusinessCalendar, saveBusinessCalendar } from '@shared/contract/businessCalendar';
import { useApiMutation, useApiQuery, useInvalidate } from '@/lib/useApi';

/** The business calendar (issue 18), Admin → Business Calendar. */

export function useBusinessCalendar() {
  return useApiQuery(getBusinessCalendar, {}, { revalidateOnFocus: false });
}

export function useSaveBusinessCalendar() {
  return useApiMutation(saveBusinessCalendar);
}

export function useBusinessCalendarInvalidate() {
  return useInvalidate(getBusinessCalendar);
}
