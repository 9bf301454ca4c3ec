import { QueryCommand, type QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { mailDomainOf } from '../../shared/domain/mail';
import { db, tableName } from './client';
import { GSI3, userEmailListIndex } from './keys';

/**
 * The domains of the tenant's users' e-mail addresses: the allowed recipient domains while admins
 * have set none. Reads the users' e-mail index (keys only), never the users themselves.
 */
export async function userMailDomains(): Promise<string[]> {
  const domains = new Set<string>();
  let cursor: Record<string, unknown> | undefined;
  do {
    const answer: QueryCommandOutput = await db().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI3,
        KeyConditionExpression: 'GSI3PK = :pk',
        ExpressionAttributeValues: { ':pk': userEmailListIndex('').GSI3PK },
        ProjectionExpression: 'GSI3SK',
        ExclusiveStartKey: cursor,
      }),
    );
    for (const item of answer.Items ?? []) domains.add(mailDomainOf(String(item.GSI3SK)));
    cursor = answer.LastEvaluatedKey;
  } while (cursor);
  domains.delete('');
  return [...domains].sort();
}
