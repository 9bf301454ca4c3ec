import { getTicketSources } from '../../../shared/contract/reference';
import { referenceData } from '../../core/reference';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getTicketSources, async () =>
  (await referenceData()).ticketSources.map(({ id, sourceName }) => ({ id, sourceName })),
);
