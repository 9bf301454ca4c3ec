import { getAgingAnalysis } from '@shared/contract/analytics';
import { agingOfView } from '../../core/analytics';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getAgingAnalysis, ({ caller, input }) => agingOfView(caller, input));
