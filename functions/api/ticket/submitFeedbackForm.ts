import { submitFeedbackForm } from '@shared/contract/feedback';
import { submitFeedback } from '../../core/feedback';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(submitFeedbackForm, ({ input }) => submitFeedback(input));
