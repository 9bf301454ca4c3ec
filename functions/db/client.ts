import { AsyncLocalStorage } from 'node:async_hooks';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from '../lib/env';

/**
 * The one DynamoDB client. Every call asks for its consumed capacity, which is summed into the
 * meter of the request being served, so the bench can report read and write units per request.
 */

export interface CapacityMeter {
  readUnits: number;
  writeUnits: number;
  itemsRead: number;
  calls: number;
}

export const capacityMeters = new AsyncLocalStorage<CapacityMeter>();
export const newCapacityMeter = (): CapacityMeter => ({ readUnits: 0, writeUnits: 0, itemsRead: 0, calls: 0 });

interface ConsumedCapacityLike {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}

const READ_COMMANDS = new Set(['GetItemCommand', 'QueryCommand', 'BatchGetItemCommand', 'TransactGetItemsCommand']);

let documentClient: DynamoDBDocumentClient | undefined;

export function db(): DynamoDBDocumentClient {
  if (documentClient) return documentClient;
  const endpoint = env.dynamoEndpoint;
  const client = new DynamoDBClient({
    region: env.region,
    ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as Record<string, unknown>;
      if (!('ReturnConsumedCapacity' in input) && context.commandName !== 'ScanCommand') {
        input.ReturnConsumedCapacity = 'TOTAL';
      }
      const result = await next(args);
      const meter = capacityMeters.getStore();
      if (meter) {
        const output = result.output as {
          ConsumedCapacity?: ConsumedCapacityLike | ConsumedCapacityLike[];
          Items?: unknown[];
          Item?: unknown;
          Responses?: unknown;
        };
        const consumed = output.ConsumedCapacity;
        const list = Array.isArray(consumed) ? consumed : consumed ? [consumed] : [];
        const units = list.reduce((sum, entry) => sum + (entry.CapacityUnits ?? 0), 0);
        if (READ_COMMANDS.has(context.commandName ?? '')) meter.readUnits += units;
        else meter.writeUnits += units;
        meter.itemsRead += output.Items?.length ?? (output.Item ? 1 : 0);
        meter.calls += 1;
      }
      return result;
    },
    { step: 'initialize', name: 'consumedCapacityMeter' },
  );
  documentClient = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
  return documentClient;
}

export const tableName = () => env.tableName;
