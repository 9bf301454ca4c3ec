import { retryMail } from '@shared/contract/mailOutbox';
import { retryFailedMail } from '../../core/mail';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(retryMail, ({ input }) => retryFailedMail(input.id));
