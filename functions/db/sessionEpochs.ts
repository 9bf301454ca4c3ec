import { tableName } from './client';
import { sessionEpochKey } from './keys';
import type { TransactItem } from './query';

/**
 * The per-user session epoch (issue 15): SESSIONEPOCH#<userId> / EPOCH, a counter each session
 * compares with the value it was signed in at. Raising it ends every session of the user at once.
 * Kept apart from sessions.ts so the user and agent-mapping writes can raise it in their own
 * transactions without importing sessions.
 */

/** Raising the epoch, as part of another transaction: every session of the user ends. */
export const revokeUserSessionsItem = (userId: string): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: sessionEpochKey(userId),
    UpdateExpression: 'ADD epoch :one',
    ExpressionAttributeValues: { ':one': 1 },
  },
});

/**
 * Whether a user change alters what a session carries from sign-in (SessionIdentity in
 * sessions.ts) or whether the user may have one at all: such a change ends the user's sessions in
 * the same transaction, so no session ever answers with an identity the user no longer has.
 */
/** The user facts a session carries or depends on (structural: users.ts imports this module). */
interface IdentityFacts {
  helpdeskRole: string;
  openDepartmentId?: string | null;
  email: string;
  active?: boolean;
}

export const changesSessionIdentity = (before: IdentityFacts, after: IdentityFacts): boolean =>
  before.helpdeskRole !== after.helpdeskRole ||
  before.openDepartmentId !== after.openDepartmentId ||
  before.email.toLowerCase() !== after.email.toLowerCase() ||
  (before.active !== false) !== (after.active !== false);
