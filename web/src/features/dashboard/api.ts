import { getPieChartDetails } from '@shared/contract/reference';
import { useApiQuery } from '@/lib/useApi';

/** POST /api/dashboard/getPieChartDetails: the caller's Opened, Closed and Overdue counts. */
export function usePieChartDetails(userId: string | undefined) {
  return useApiQuery(getPieChartDetails, { userId }, { revalidateOnFocus: false });
}
