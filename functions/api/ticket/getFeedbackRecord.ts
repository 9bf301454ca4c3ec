import { getFeedbackRecord } from '@shared/contract/feedback';
import { feedbackState } from '../../core/feedback';
import { apiHandler } from '../../lib/preset';

export const handler = apiHandler(getFeedbackRecord, ({ input }) => feedbackState(input.formUUId));
