import { getRecipientDomains } from '@shared/contract/replies';
import { recipientDomains } from '../../core/replies';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getRecipientDomains, () => recipientDomains());
