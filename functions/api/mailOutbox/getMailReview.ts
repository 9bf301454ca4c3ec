import { getMailReview } from '@shared/contract/mailOutbox';
import { mailReviewPage } from '../../core/mailReview';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getMailReview, ({ input }) => mailReviewPage(input));
