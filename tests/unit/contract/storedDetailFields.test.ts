import { storedDetailFieldNames } from '@shared/contract/ticketShapes';
import { STORED_DETAIL_FIELD_NAMES } from '@shared/domain/tickets';
import { describe, expect, it } from 'vitest';

/**
 * functions/core/ticketViews.ts copies a ticket's stored detail fields by the plain list in
 * shared/domain (so the contract's schemas stay out of the function bundles); the list must name
 * exactly the contract's storedDetailFields, no more and no fewer.
 */
describe('STORED_DETAIL_FIELD_NAMES', () => {
  it("is the contract's storedDetailFields, in its order", () => {
    expect([...STORED_DETAIL_FIELD_NAMES]).toEqual(storedDetailFieldNames);
  });
});
