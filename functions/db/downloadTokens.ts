import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import { downloadTokenKey, TTL_ATTRIBUTE } from './keys';

/**
 * Marks a download token used. Answers false when it was used before: the conditional put lets
 * exactly one request through. The record expires with the token.
 */
export async function claimDownloadToken(tokenId: string, expiresAt: number): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...downloadTokenKey(tokenId), entity: 'downloadToken', [TTL_ATTRIBUTE]: expiresAt },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
}
