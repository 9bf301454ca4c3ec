import { describe, expect, it } from 'vitest';
import { transactionWriteUnits } from '../../../functions/db/client';

describe('transactional write units on the emulator, as DynamoDB charges them', () => {
  it('counts 2 units per started KB of each put item, and 2 for each small update', () => {
    const put = (bytes: number) => ({ Put: { Item: { PK: 'TICKET#1', SK: 'TICKET', body: 'x'.repeat(bytes) } } });
    expect(transactionWriteUnits([put(100)])).toBe(2);
    expect(transactionWriteUnits([put(2500)])).toBe(6);
    expect(transactionWriteUnits([put(100), {}, {}])).toBe(6);
    expect(transactionWriteUnits([])).toBe(0);
  });

  it('reads marshalled attribute values by their content', () => {
    const marshalled = { Put: { Item: { PK: { S: 'TICKET#1' }, body: { S: 'x'.repeat(1500) }, n: { N: '12' } } } };
    expect(transactionWriteUnits([marshalled])).toBe(4);
  });
});
