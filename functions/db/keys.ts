/**
 * Every key of the single table. Nothing outside functions/db builds a key.
 *
 * Item types (PK / SK):
 *   USER#<id> / PROFILE                      GSI1: EMAIL#<email> / USER   GSI2: USERS / <fullName lower>#<id>
 *   UNIQUE#EMAIL#<email> / UNIQUE            guards e-mail uniqueness in the user transaction
 *   TENANT / SETTINGS                        flags, header texts, SMTP (password encrypted)
 *   REF / DEPT#<id>, REF / HELPTOPIC#<id>, REF / SOURCE#<id>   small reference lists, one query each
 *   COUNTER / <name>                         atomic counters (ticket numbers, user ids)
 */

export const userKey = (id: string) => ({ PK: `USER#${id}`, SK: 'PROFILE' });
export const userEmailIndex = (email: string) => ({ GSI1PK: `EMAIL#${email.toLowerCase()}`, GSI1SK: 'USER' });
export const userListIndex = (fullName: string, id: string) => ({
  GSI2PK: 'USERS',
  GSI2SK: `${fullName.toLowerCase()}#${id}`,
});
export const uniqueEmailKey = (email: string) => ({ PK: `UNIQUE#EMAIL#${email.toLowerCase()}`, SK: 'UNIQUE' });

export const tenantSettingsKey = () => ({ PK: 'TENANT', SK: 'SETTINGS' });

export const REFERENCE_PARTITION = 'REF';
export const departmentKey = (id: string) => ({ PK: REFERENCE_PARTITION, SK: `DEPT#${id}` });
export const helpTopicKey = (id: string) => ({ PK: REFERENCE_PARTITION, SK: `HELPTOPIC#${id}` });
export const ticketSourceKey = (id: string) => ({ PK: REFERENCE_PARTITION, SK: `SOURCE#${id}` });
export const referencePrefix = { department: 'DEPT#', helpTopic: 'HELPTOPIC#', ticketSource: 'SOURCE#' } as const;

export const counterKey = (name: string) => ({ PK: 'COUNTER', SK: name });

export const GSI1 = 'GSI1';
export const GSI2 = 'GSI2';
export const GSI3 = 'GSI3';
export const TTL_ATTRIBUTE = 'expiresAt';
