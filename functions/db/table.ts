import {
  CreateTableCommand,
  type CreateTableCommandInput,
  DescribeTableCommand,
  type DynamoDBClient,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { GSI1, GSI2, GSI3, TTL_ATTRIBUTE } from './keys';

/** Keys only: the stream just wakes the mail job (queuedMailStreamFilter), which re-reads the table. */
const TABLE_STREAM = { StreamEnabled: true, StreamViewType: 'KEYS_ONLY' as const };

/** The table's shape, used to create it locally; infra/stacks/data declares the same in CDK. */
export function tableDefinition(tableName: string): CreateTableCommandInput {
  const index = (name: string) => ({
    IndexName: name,
    KeySchema: [
      { AttributeName: `${name}PK`, KeyType: 'HASH' as const },
      { AttributeName: `${name}SK`, KeyType: 'RANGE' as const },
    ],
    Projection: { ProjectionType: 'ALL' as const },
  });
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: ['PK', 'SK', ...[GSI1, GSI2, GSI3].flatMap((name) => [`${name}PK`, `${name}SK`])].map(
      (AttributeName) => ({ AttributeName, AttributeType: 'S' as const }),
    ),
    KeySchema: [
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: [index(GSI1), index(GSI2), index(GSI3)],
    StreamSpecification: TABLE_STREAM,
  };
}

/**
 * Creates the table if it does not exist yet, and turns on the stream of a table created before
 * it had one. Answers whether it was created.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (!Table?.StreamSpecification?.StreamEnabled) {
      await client.send(new UpdateTableCommand({ TableName: tableName, StreamSpecification: TABLE_STREAM }));
    }
    return false;
  } catch (error) {
    if ((error as { name?: string }).name !== 'ResourceNotFoundException') throw error;
  }
  await client.send(new CreateTableCommand(tableDefinition(tableName)));
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
    }),
  );
  return true;
}
