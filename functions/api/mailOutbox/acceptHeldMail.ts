import { acceptHeldMail } from '@shared/contract/mailOutbox';
import { acceptHeldMail as accept } from '../../core/mailReview';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(acceptHeldMail, ({ caller, input }) => accept(caller, input.id));
