import { getPieChartDetails } from '@shared/contract/reference';
import { pieChart } from '../../core/tickets';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getPieChartDetails, ({ caller }) => pieChart(caller));
