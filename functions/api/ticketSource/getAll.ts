import { getTicketSources } from '@shared/contract/reference';
import { activeCatalogue, referenceData } from '../../core/reference';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getTicketSources, async () =>
  activeCatalogue(await referenceData()).ticketSources.map(({ id, sourceName }) => ({ id, sourceName })),
);
