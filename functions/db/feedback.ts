import { tableName } from './client';
import { feedbackKey } from './keys';
import type { TransactItem } from './query';
import { getItem, stripKeys } from './query';

export interface FeedbackRecord {
  feedbacklinkId: string;
  ticketId: string;
  createdAt: string;
  isFeedbackSubmitted: boolean;
  ticketSatisfaction: 'Yes' | 'No' | null;
  reopenReason: string | null;
}

export const feedbackItem = (record: FeedbackRecord): TransactItem => ({
  Put: { TableName: tableName(), Item: { ...feedbackKey(record.feedbacklinkId), entity: 'feedback', ...record } },
});

export async function getFeedback(linkId: string): Promise<FeedbackRecord | undefined> {
  const item = await getItem(feedbackKey(linkId));
  return item ? stripKeys<FeedbackRecord>(item) : undefined;
}

/** Answers a link in the same transaction as the ticket change; it fails if already answered. */
export const answerFeedbackItem = (
  linkId: string,
  satisfaction: 'Yes' | 'No',
  reason: string | null,
): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: feedbackKey(linkId),
    UpdateExpression: 'SET isFeedbackSubmitted = :yes, ticketSatisfaction = :satisfaction, reopenReason = :reason',
    ConditionExpression: 'isFeedbackSubmitted = :no',
    ExpressionAttributeValues: { ':yes': true, ':no': false, ':satisfaction': satisfaction, ':reason': reason },
  },
});
