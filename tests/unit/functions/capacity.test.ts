import { transactionWriteUnits } from '@functions/db/client';
import { describe, expect, it } from 'vitest';

describe('transactional write units on the emulator, as DynamoDB charges them', () => {
  it('counts 2 units per started KB of each put item, and 2 for each small update', () => {
    const put = (bytes: number) => ({ Put: { Item: { PK: 'TICKET#1', SK: 'TICKET', body: 'x'.repeat(bytes) } } });
    expect(transactionWriteUnits([put(100)])).toBe(2);
    expect(transactionWriteUnits([put(2500)])).toBe(6);
    expect(transactionWriteUnits([put(100), {}, {}])).toBe(6);
    expect(transactionWriteUnits([])).toBe(0);
  });

  it('adds one standard write per started KB for each GSI whose keys a put item carries', () => {
    const put = (bytes: number, keys: Record<string, string>) => ({
      Put: { Item: { PK: 'TICKET#1', SK: 'TICKET', ...keys, body: 'x'.repeat(bytes) } },
    });
    const gsi1 = { GSI1PK: 'OPENDUE', GSI1SK: '2024-01-01#1' };
    const gsi2 = { GSI2PK: 'USERS', GSI2SK: 'a#1' };
    const gsi3 = { GSI3PK: 'USEREMAILS', GSI3SK: 'a@b.c' };
    expect(transactionWriteUnits([put(100, gsi1)])).toBe(3);
    expect(transactionWriteUnits([put(100, { ...gsi1, ...gsi2, ...gsi3 })])).toBe(5);
    expect(transactionWriteUnits([put(2500, { ...gsi1, ...gsi2 })])).toBe(6 + 2 * 3);
    // Half an index key puts nothing in that index.
    expect(transactionWriteUnits([put(100, { GSI2PK: 'USERS' })])).toBe(2);
    expect(transactionWriteUnits([put(100, gsi1), {}])).toBe(5);
    const marshalled = { Put: { Item: { PK: { S: 'X' }, GSI3PK: { S: 'A' }, GSI3SK: { S: 'B' } } } };
    expect(transactionWriteUnits([marshalled])).toBe(3);
  });

  it('reads marshalled attribute values by their content', () => {
    const marshalled = { Put: { Item: { PK: { S: 'TICKET#1' }, body: { S: 'x'.repeat(1500) }, n: { N: '12' } } } };
    expect(transactionWriteUnits([marshalled])).toBe(4);
  });
});
