import { analyticsHandler } from '../../core/analyticsHandler';

export const handler = analyticsHandler('getAnalyticsForLeadWithAgentsSLA');
