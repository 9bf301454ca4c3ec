import { idOfSortedKey, sortedKey } from '@functions/db/keys';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

/**
 * The subject sort index (issue 22) is read in DynamoDB's order, which compares sort keys as UTF-8
 * bytes; the in-memory sort it replaces compares values as JavaScript strings (UTF-16 code units),
 * ties by ticket number. The two orders must be the same for any text, or pages would differ.
 */

const inMemoryOrder = (a: { value: string; id: string }, b: { value: string; id: string }) => {
  if (a.value < b.value) return -1;
  if (a.value > b.value) return 1;
  return Number(a.id) - Number(b.id);
};
const byteOrder = (a: string, b: string) => Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
const sortKeyOf = (entry: { value: string; id: string }) =>
  sortedKey('subject', entry.value, '2026-11-25T10:00:00.000Z', entry.id).SK;

const entry = fc.record({
  // Any UTF-16 text, lone surrogates and control characters included, and short texts that share prefixes.
  value: fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: fc.constantFrom('a', 'b', ' ', '#', '\u0000') })),
  id: fc.integer({ min: 1, max: 99_999_999 }).map(String),
});

describe('subject sort index keys', () => {
  it('order as the in-memory sort does, ties by ticket number', () => {
    fc.assert(
      fc.property(entry, entry, (a, b) => {
        fc.pre(a.value !== b.value || a.id !== b.id);
        expect(Math.sign(byteOrder(sortKeyOf(a), sortKeyOf(b)))).toBe(Math.sign(inMemoryOrder(a, b)));
      }),
      { numRuns: 2000 },
    );
  });

  it('known cases: emoji after private-use characters, a prefix first, the number breaking a tie', () => {
    const sorted = [
      { value: 'printer jam', id: '10' },
      { value: '\u{1F5A8} printer', id: '1' },
      { value: '\uE000 printer', id: '2' },
      { value: 'printer', id: '3' },
      { value: 'printer jam', id: '9' },
    ]
      .sort((a, b) => byteOrder(sortKeyOf(a), sortKeyOf(b)))
      .map((item) => item.id);
    expect(sorted).toEqual(['3', '9', '10', '1', '2']);
  });

  it('carry the ticket number', () => {
    expect(idOfSortedKey(sortKeyOf({ value: 'a#b', id: '42' }))).toBe('42');
  });
});
