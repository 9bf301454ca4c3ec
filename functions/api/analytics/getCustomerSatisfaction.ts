import { analyticsViewHandler } from '../analyticsViewHandler';

export const handler = analyticsViewHandler('getCustomerSatisfaction');
