import { BatchGetCommand, DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { FailureCounter } from '../../shared/domain/signInThrottle';
import { db, tableName } from './client';
import { type DepartmentAgentRecord, departmentAgentFromItem } from './departmentAgents';
import {
  agentDepartmentKey,
  type FailureKind,
  sessionEpochKey,
  sessionKey,
  signInCodeKey,
  signInFailureKey,
  TTL_ATTRIBUTE,
  userKey,
} from './keys';
import { batchGetAll, getItem, putIf, singleUseRecords, stripKeys, updateIf } from './query';
import { type UserRecord, userFromItem } from './users';

/** Sessions, one-time sign-in codes and sign-in failure counters (issue 15, items 5-7); item types in keys/people.ts. */

export type { FailureKind } from './keys';
export { revokeUserSessionsItem } from './sessionEpochs';

/**
 * What a request's caller is made of, read at sign-in after the epoch: e-mail, role and the
 * department the caller works (the agent mapping's for agents). Every change to any of them raises
 * the user's epoch in the same transaction (sessionEpochs.ts), so while the session's epoch is
 * current its identity is the user's: each request reads the session and the epoch only.
 */
export interface SessionIdentity {
  email: string;
  helpdeskRole: string;
  departmentId: string;
}

export interface SessionRecord {
  id: string;
  userId: string;
  refreshHash: string;
  /** Refresh tokens already rotated away: presenting one again revokes the session. */
  usedHashes: string[];
  /** The user's session epoch when signed in; a higher epoch on the user revokes this session. */
  epoch: number;
  createdAt: string;
  /** Epoch seconds: the session's absolute end (also its TTL). */
  expiresAt: number;
  /** Absent on sessions signed in before sessions carried it: their user is read on each request. */
  identity?: SessionIdentity;
}

const sessionFromItem = (item: Record<string, unknown>) => stripKeys<SessionRecord>(item);

export async function createSession(session: SessionRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...sessionKey(session.id), entity: 'session', ...session, [TTL_ATTRIBUTE]: session.expiresAt },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

export async function getSession(sessionId: string): Promise<SessionRecord | undefined> {
  const item = await getItem(sessionKey(sessionId));
  return item ? sessionFromItem(item) : undefined;
}

export async function deleteSession(sessionId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: sessionKey(sessionId) }));
}

/** Swaps the refresh hash if it is still `before` (false when another refresh won the race). */
export async function rotateRefreshHash(sessionId: string, before: string, after: string): Promise<boolean> {
  return updateIf({
    Key: sessionKey(sessionId),
    UpdateExpression: 'SET refreshHash = :after, usedHashes = list_append(if_not_exists(usedHashes, :none), :used)',
    ConditionExpression: 'refreshHash = :before',
    ExpressionAttributeValues: { ':after': after, ':before': before, ':used': [before], ':none': [] },
  });
}

/** The user's current session epoch (0 when never raised), read strongly consistent. */
export async function getSessionEpoch(userId: string): Promise<number> {
  const item = await getItem(sessionEpochKey(userId), true);
  return Number(item?.epoch ?? 0);
}

/**
 * A new session's identity sources, read strongly consistent: the user and their agent mapping.
 * Read after the epoch (getSessionEpoch), so a change committed in between raises the epoch past
 * the session's and ends it.
 */
export async function readIdentitySources(
  userId: string,
): Promise<{ user?: UserRecord; mapping?: DepartmentAgentRecord }> {
  const [user, mapping] = await Promise.all([
    getItem(userKey(userId), true),
    getItem(agentDepartmentKey(userId), true),
  ]);
  return {
    user: user ? userFromItem(user) : undefined,
    mapping: mapping ? departmentAgentFromItem(mapping) : undefined,
  };
}

/** What every request checks, in one read of two small items: the session and its user's epoch. */
export async function loadSessionCheck(
  sessionId: string,
  userId: string,
): Promise<{ session?: SessionRecord; epoch: number }> {
  const wanted = [sessionKey(sessionId), sessionEpochKey(userId)];
  const items = await batchGetAll(wanted);
  const session = items.find((item) => item.PK === wanted[0].PK);
  const epoch = items.find((item) => item.PK === wanted[1].PK);
  return { session: session ? sessionFromItem(session) : undefined, epoch: Number(epoch?.epoch ?? 0) };
}

export interface SessionContext {
  session?: SessionRecord;
  user?: UserRecord;
  epoch: number;
  mapping?: DepartmentAgentRecord;
}

/** The session, its user, the user's epoch and agent mapping (a refresh; a session without an identity). */
export async function loadSessionContext(sessionId: string, userId: string): Promise<SessionContext> {
  const wanted = [sessionKey(sessionId), userKey(userId), sessionEpochKey(userId), agentDepartmentKey(userId)];
  const items = await batchGetAll(wanted);
  const find = (key: { PK: string; SK: string }) => items.find((item) => item.PK === key.PK && item.SK === key.SK);
  const session = find(wanted[0] as { PK: string; SK: string });
  const user = find(wanted[1] as { PK: string; SK: string });
  const epoch = find(wanted[2] as { PK: string; SK: string });
  const mapping = find(wanted[3] as { PK: string; SK: string });
  return {
    session: session ? sessionFromItem(session) : undefined,
    user: user ? userFromItem(user) : undefined,
    epoch: Number(epoch?.epoch ?? 0),
    mapping: mapping ? departmentAgentFromItem(mapping) : undefined,
  };
}

export interface SignInCodeRecord {
  userId: string;
  expiresAt: number;
}

const signInCodes = singleUseRecords<SignInCodeRecord>('signInCode', signInCodeKey);
export const putSignInCode = signInCodes.put;
/** Takes a code out (single use): the record when it was there, else undefined. */
export const takeSignInCode = signInCodes.take;

export interface StoredFailureCounter extends FailureCounter {
  kind: FailureKind;
  idHash: string;
}

export async function getFailureCounters(
  wanted: { kind: FailureKind; idHash: string }[],
): Promise<Map<string, StoredFailureCounter>> {
  const found = new Map<string, StoredFailureCounter>();
  const answer = await db().send(
    new BatchGetCommand({
      RequestItems: { [tableName()]: { Keys: wanted.map(({ kind, idHash }) => signInFailureKey(kind, idHash)) } },
    }),
  );
  for (const item of answer.Responses?.[tableName()] ?? []) {
    const counter: StoredFailureCounter = {
      kind: item.kind as FailureKind,
      idHash: String(item.idHash),
      failures: Number(item.failures ?? 0),
      lastFailureAt: Number(item.lastFailureAt ?? 0),
      lockedUntil: Number(item.lockedUntil ?? 0),
    };
    found.set(`${counter.kind}#${counter.idHash}`, counter);
  }
  return found;
}

/**
 * Stores a counter if the stored one still has `previousFailures` (undefined: none stored), so
 * two failures at once do not overwrite each other; false when it lost that race.
 */
export async function putFailureCounter(
  kind: FailureKind,
  idHash: string,
  counter: FailureCounter,
  previousFailures: number | undefined,
  expiresAt: number,
): Promise<boolean> {
  return putIf({
    Item: {
      ...signInFailureKey(kind, idHash),
      entity: 'signInFailures',
      kind,
      idHash,
      ...counter,
      [TTL_ATTRIBUTE]: expiresAt,
    },
    ...(previousFailures === undefined
      ? { ConditionExpression: 'attribute_not_exists(PK)' }
      : {
          ConditionExpression: 'failures = :previous',
          ExpressionAttributeValues: { ':previous': previousFailures },
        }),
  });
}

export async function clearFailureCounter(kind: FailureKind, idHash: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: signInFailureKey(kind, idHash) }));
}
