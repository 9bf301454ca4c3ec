/**
 * Every key of the single table, one module per family of items, each with its item types (PK /
 * SK) written beside its keys. Nothing outside functions/db builds a key: other code reads and
 * writes through the named access patterns of the db modules.
 */

export * from './people';
export * from './tickets';
export * from './work';

export const GSI1 = 'GSI1';
export const GSI2 = 'GSI2';
export const GSI3 = 'GSI3';
export const TTL_ATTRIBUTE = 'expiresAt';
