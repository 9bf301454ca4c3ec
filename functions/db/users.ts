import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mapWithConcurrency } from '../lib/concurrency';
import { forgetInRequest, onceInRequest } from '../lib/requestScope';
import { db, tableName } from './client';
import { GSI1, GSI2, GSI3, uniqueEmailKey, userEmailIndex, userEmailListIndex, userKey, userListIndex } from './keys';
import {
  batchGetAll,
  cancellationCodes,
  getItem,
  queryAll,
  stripKeys,
  type TransactItem,
  transactWrite,
} from './query';
import { changesSessionIdentity, revokeUserSessionsItem } from './sessionEpochs';

const BATCH_READ_CONCURRENCY = 8;

/** The fields an admin, the CSV import or Mail Review's Accept set on a user. */
export interface UserFields {
  email: string;
  fullName: string;
  openId: string;
  mobile: string;
  officeType: string;
  designation: string;
  helpdeskRole: string;
  branch: string;
  openDepartmentId: string;
  employeeId: string;
}

export interface UserRecord extends UserFields {
  id: string;
  passwordHash: string;
  createdAt: string;
  updatedAt: string;
  /** Who created and last changed the user through the admin screens (absent for seeded users). */
  createdBy?: string;
  updatedBy?: string;
  /** False when an admin disabled the user: no sign-in, no session. Absent means active. */
  active?: boolean;
}

export const userFromItem = (item: Record<string, unknown>) => stripKeys<UserRecord>(item);
const strip = userFromItem;

const requestKey = (id: string) => `user:${id}`;

/**
 * One user, read once per request: a ticket change asks for its caller's record to name the
 * author and again for the mails' addresses. Each caller gets its own copy.
 */
export async function getUser(id: string): Promise<UserRecord | undefined> {
  const user = await onceInRequest(requestKey(id), async () => {
    const item = await getItem(userKey(id));
    return item ? strip(item) : undefined;
  });
  return user && structuredClone(user);
}

/** After a write of the user's item: this request reads it again. */
export const forgetUserInRequest = (id: string) => forgetInRequest(requestKey(id));

export async function findUserByEmail(email: string): Promise<UserRecord | undefined> {
  const { GSI1PK, GSI1SK } = userEmailIndex(email.trim());
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI1,
      KeyConditionExpression: 'GSI1PK = :pk AND GSI1SK = :sk',
      ExpressionAttributeValues: { ':pk': GSI1PK, ':sk': GSI1SK },
      Limit: 1,
    }),
  );
  const item = answer.Items?.[0];
  return item ? strip(item) : undefined;
}

export class DuplicateEmailError extends Error {}

/** A new user's e-mail claim and profile, each written only if it does not exist yet. */
const newUserPuts = (user: UserRecord): TransactItem[] =>
  userImportItems(user).map((Item) => ({
    Put: { TableName: tableName(), Item, ConditionExpression: 'attribute_not_exists(PK)' },
  }));

/** Items DynamoDB takes in one transaction. */
const TRANSACTION_ITEM_LIMIT = 100;

/** New users one transaction can hold with `itemsPerUser` extra items each (an invite is three). */
export const usersPerTransaction = (itemsPerUser: number) => Math.floor(TRANSACTION_ITEM_LIMIT / (2 + itemsPerUser));

/**
 * Creates a user and claims its e-mail in one transaction: two users never share an e-mail.
 * `extraItems` (its invite link and mail) are written in the same transaction.
 */
export async function createUser(user: UserRecord, extraItems: TransactItem[] = []): Promise<void> {
  await createUsers([{ user, extraItems }]);
}

/**
 * Creates several users (at most usersPerTransaction of their extra items) in one transaction:
 * all of them with their e-mail claims and extra items, or none. A bulk import writes 5,000 users
 * in a few hundred calls this way instead of 5,000. DuplicateEmailError when any e-mail (or id) is
 * taken: the caller learns which by creating the users one by one.
 */
export async function createUsers(users: { user: UserRecord; extraItems?: TransactItem[] }[]): Promise<void> {
  const items = users.flatMap(({ user, extraItems = [] }) => [...newUserPuts(user), ...extraItems]);
  if (items.length > TRANSACTION_ITEM_LIMIT) throw new Error(`${users.length} users do not fit one transaction`);
  try {
    await transactWrite(items);
  } catch (error) {
    if (cancellationCodes(error)) {
      const emails = users.map(({ user }) => user.email).join(', ');
      throw new DuplicateEmailError(`A user with e-mail ${emails} already exists`);
    }
    throw error;
  } finally {
    for (const { user } of users) forgetUserInRequest(user.id);
  }
}

/** The user item with its index keys (e-mail stored in lower case). */
const userItem = (user: UserRecord) => ({
  ...userKey(user.id),
  ...userEmailIndex(user.email),
  ...userListIndex(user.fullName, user.id),
  ...userEmailListIndex(user.email),
  entity: 'user',
  ...user,
  email: user.email.toLowerCase(),
});

/** The user changed since it was read (or was removed). */
export class StaleUserError extends Error {}

/**
 * Replaces a user read earlier as `before`, conditioned on its updatedAt. A new e-mail is claimed
 * and the old claim released in the same transaction, so e-mails stay unique. A change of what
 * sessions carry (role, department, e-mail, Active) ends the user's sessions in it too. `extraItems`
 * are written with it (built by functions/db, e.g. removing an agent's department mapping).
 */
export async function updateUser(before: UserRecord, after: UserRecord, extraItems: TransactItem[] = []) {
  const emailChanged = before.email.toLowerCase() !== after.email.toLowerCase();
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: userItem(after),
        ConditionExpression: 'updatedAt = :before',
        ExpressionAttributeValues: { ':before': before.updatedAt },
      },
    },
  ];
  if (emailChanged) {
    items.push(
      {
        Put: {
          TableName: tableName(),
          Item: { ...uniqueEmailKey(after.email), userId: after.id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      { Delete: { TableName: tableName(), Key: uniqueEmailKey(before.email) } },
    );
  }
  items.push(...extraItems);
  if (changesSessionIdentity(before, after)) items.push(revokeUserSessionsItem(after.id));
  try {
    await transactWrite(items);
  } catch (error) {
    const codes = cancellationCodes(error);
    if (!codes) throw error;
    if (emailChanged && codes[1] === 'ConditionalCheckFailed') {
      throw new DuplicateEmailError(`A user with e-mail ${after.email} already exists`);
    }
    if (codes[0] === 'ConditionalCheckFailed') throw new StaleUserError();
    throw error;
  } finally {
    forgetUserInRequest(after.id);
  }
}

/** Users whose e-mail starts with the text, in e-mail order. */
export async function findUsersByEmailPrefix(prefix: string, limit = 20): Promise<UserRecord[]> {
  const answer = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI3,
      KeyConditionExpression: 'GSI3PK = :pk AND begins_with(GSI3SK, :prefix)',
      ExpressionAttributeValues: { ':pk': 'USEREMAILS', ':prefix': prefix.trim().toLowerCase() },
      Limit: limit,
    }),
  );
  return (answer.Items ?? []).map(strip);
}

/** Every user in name order (the user list partition of GSI2), page by page. */
export async function listAllUsers(): Promise<UserRecord[]> {
  const items = await queryAll({
    IndexName: GSI2,
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': 'USERS' },
  });
  return items.map(strip);
}

/** Several users by id, 100 keys a call (absent ids are simply missing from the answer). */
export async function getUsers(ids: string[]): Promise<Map<string, UserRecord>> {
  const users = (await batchGetAll([...new Set(ids.filter(Boolean))].map(userKey))).map(strip);
  return new Map(users.map((user) => [user.id, user]));
}

/**
 * The users holding these e-mails, by lower-case e-mail: the e-mail claims are read 100 keys a
 * call, then the users by id (a bulk import's one look-up, instead of a query per row).
 */
export async function findUsersByEmails(emails: string[]): Promise<Map<string, UserRecord>> {
  const unique = [...new Set(emails.map((email) => email.trim().toLowerCase()).filter(Boolean))];
  const idByEmail = new Map<string, string>();
  const chunks = (keys: string[]) =>
    Array.from({ length: Math.ceil(keys.length / 100) }, (_, index) => keys.slice(index * 100, index * 100 + 100));
  // Batches in parallel: 5,000 e-mails are 50 claim batches and 50 user batches.
  await mapWithConcurrency(chunks(unique), BATCH_READ_CONCURRENCY, async (chunk) => {
    for (const item of await batchGetAll(chunk.map(uniqueEmailKey))) {
      idByEmail.set(String(item.PK).slice('UNIQUE#EMAIL#'.length), String(item.userId));
    }
  });
  const users = new Map<string, UserRecord>();
  await mapWithConcurrency(chunks([...idByEmail.values()]), BATCH_READ_CONCURRENCY, async (chunk) => {
    for (const [id, user] of await getUsers(chunk)) users.set(id, user);
  });
  const found = new Map<string, UserRecord>();
  for (const [email, id] of idByEmail) {
    const user = users.get(id);
    if (user) found.set(email, user);
  }
  return found;
}

/** The items of one stored user (e-mail claim and profile), for bulk loads such as the bench. */
export function userImportItems(user: UserRecord): Record<string, unknown>[] {
  return [{ ...uniqueEmailKey(user.email), userId: user.id }, userItem(user)];
}

/** Replaces a stored password hash (a rehash at the current cost after a good sign-in). */
export async function setPasswordHash(id: string, passwordHash: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(id),
        UpdateExpression: 'SET passwordHash = :hash',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':hash': passwordHash },
      }),
    );
  } finally {
    forgetUserInRequest(id);
  }
}
