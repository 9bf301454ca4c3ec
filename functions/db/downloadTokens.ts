import { downloadTokenKey, TTL_ATTRIBUTE } from './keys';
import { putIf } from './query';

/**
 * Marks a download token used. Answers false when it was used before: the conditional put lets
 * exactly one request through. The record expires with the token.
 */
export async function claimDownloadToken(tokenId: string, expiresAt: number): Promise<boolean> {
  return putIf({
    Item: { ...downloadTokenKey(tokenId), entity: 'downloadToken', [TTL_ATTRIBUTE]: expiresAt },
    ConditionExpression: 'attribute_not_exists(PK)',
  });
}
