import { getMailLog } from '@shared/contract/mailOutbox';
import { mailLogPage } from '../../core/mailLog';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getMailLog, ({ input }) => mailLogPage(input));
