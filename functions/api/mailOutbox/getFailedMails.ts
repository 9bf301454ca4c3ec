import { getFailedMails } from '@shared/contract/mailOutbox';
import { failedMailsPage } from '../../core/mail';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getFailedMails, ({ input }) => failedMailsPage(input));
