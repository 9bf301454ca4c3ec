import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { capacityMeters } from '../lib/capacity';
import { env } from '../lib/env';
import { GSI1, GSI2, GSI3 } from './keys';

/**
 * The one DynamoDB client. Every call asks for its consumed capacity, which is summed into the
 * meter of the request being served (lib/capacity.ts), so the bench can report read and write
 * units per request.
 */

interface ConsumedCapacityLike {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}

const READ_COMMANDS = new Set(['GetItemCommand', 'QueryCommand', 'BatchGetItemCommand', 'TransactGetItemsCommand']);

let documentClient: DynamoDBDocumentClient | undefined;

type TransactAction = { Put?: { Item?: Record<string, unknown> } };

/** An item's size as DynamoDB counts it: names plus values (numbers about one byte per 2 digits). */
function valueBytes(value: unknown): number {
  if (value === null || value === undefined || typeof value === 'boolean') return 1;
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'number') return Math.ceil(String(Math.abs(value)).replace('.', '').length / 2) + 1;
  if (value instanceof Uint8Array) return value.byteLength;
  if (Array.isArray(value)) return 3 + value.reduce((sum: number, entry) => sum + 1 + valueBytes(entry), 0);
  const entries = Object.entries(value as Record<string, unknown>);
  // A marshalled attribute value ({ S: 'x' }, { N: '1' }, { M: {...} }...) counts as its content.
  if (entries.length === 1 && ['S', 'N', 'B', 'BOOL', 'NULL', 'M', 'L', 'SS', 'NS'].includes(entries[0][0])) {
    const [type, inner] = entries[0];
    return type === 'N' ? Math.ceil(String(inner).replace(/[-.]/g, '').length / 2) + 1 : valueBytes(inner);
  }
  return 3 + entries.reduce((sum, [name, entry]) => sum + Buffer.byteLength(name) + valueBytes(entry), 0);
}

/** The GSIs (all projecting ALL) an item is written to: those whose key attributes it carries. */
const INDEX_KEYS = [GSI1, GSI2, GSI3].map((name) => [`${name}PK`, `${name}SK`]);
const indexesOf = (item: Record<string, unknown>) =>
  INDEX_KEYS.filter(([partition, sort]) => item[partition] !== undefined && item[sort] !== undefined).length;

/**
 * What DynamoDB charges for a TransactWriteItems: 2 units per started KB of each item, plus, for
 * a Put carrying GSI keys, 1 unit per started KB in each such index (taken as a standard write,
 * since the index is updated after the commit; DynamoDB Local doubles it). Updates and deletes
 * that change an index are not counted here.
 */
export function transactionWriteUnits(actions: TransactAction[] = []): number {
  return actions.reduce((sum, action) => {
    const item = action.Put?.Item;
    // Updates, deletes and checks here touch small items (counters, claims): 1 KB each.
    const kilobytes = item ? Math.max(1, Math.ceil((valueBytes(item) - 3) / 1024)) : 1;
    return sum + 2 * kilobytes + (item ? indexesOf(item) * kilobytes : 0);
  }, 0);
}

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
        const reported = list.reduce((sum, entry) => sum + (entry.CapacityUnits ?? 0), 0);
        // DynamoDB Local prices a transaction by one of its items only (2 units for three small
        // puts), so on the emulator count what DynamoDB would. Its PutItem, BatchWriteItem, update
        // and delete figures already include the GSI writes, as DynamoDB's do: taken as reported.
        const units =
          context.commandName === 'TransactWriteItemsCommand' && endpoint
            ? transactionWriteUnits(input.TransactItems as TransactAction[] | undefined)
            : reported;
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
