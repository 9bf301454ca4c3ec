import { discardHeldMail } from '@shared/contract/mailOutbox';
import { discardHeldMail as discard } from '../../core/mailReview';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(discardHeldMail, ({ input }) => discard(input.id));
