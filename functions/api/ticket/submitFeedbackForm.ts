import { submitFeedbackForm } from '../../../shared/contract/tickets';
import { submitFeedback } from '../../core/feedback';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(submitFeedbackForm, ({ input }) => submitFeedback(input));
