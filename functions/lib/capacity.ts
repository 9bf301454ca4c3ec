import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The capacity meter of the request being served. The preset opens one per request; the DynamoDB
 * client (functions/db/client.ts) adds each call's consumed capacity to it, so the bench can report
 * read and write units per request. It lives in lib, below db, so the preset never imports db.
 */

export interface CapacityMeter {
  readUnits: number;
  writeUnits: number;
  itemsRead: number;
  calls: number;
}

export const capacityMeters = new AsyncLocalStorage<CapacityMeter>();
export const newCapacityMeter = (): CapacityMeter => ({ readUnits: 0, writeUnits: 0, itemsRead: 0, calls: 0 });
