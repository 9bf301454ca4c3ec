/*
 * People, the tenant and its catalogue:
 *
 * Item types (PK / SK):
 *   USER#<id> / PROFILE                      GSI1: EMAIL#<email> / USER   GSI2: USERS / <fullName lower>#<id>
 *                                            GSI3: USEREMAILS / <email>
 *   UNIQUE#EMAIL#<email> / UNIQUE            guards e-mail uniqueness in the user transaction
 *   TENANT / SETTINGS                        flags, header texts, SMTP (password encrypted)
 *   TENANT / CALENDAR                        the business calendar (issue 18), with a version
 *   REF / DEPT#<id>, REF / HELPTOPIC#<id>, REF / SOURCE#<id>, REF / CANNED#<id>   the catalogue
 *   REF / OPTIONS, REF / STAMP               SLA plans and office types; the catalogue's write stamp
 *                                            (the whole REF partition is read with one query)
 *   COUNTER / <name>                         atomic counters (ticket numbers, user ids)
 */

export const userKey = (id: string) => ({ PK: `USER#${id}`, SK: 'PROFILE' });
export const userEmailIndex = (email: string) => ({ GSI1PK: `EMAIL#${email.toLowerCase()}`, GSI1SK: 'USER' });
export const userListIndex = (fullName: string, id: string) => ({
  GSI2PK: 'USERS',
  GSI2SK: `${fullName.toLowerCase()}#${id}`,
});
/** GSI3: every user by e-mail, for prefix search (recipients, on-behalf-of). */
export const userEmailListIndex = (email: string) => ({ GSI3PK: 'USEREMAILS', GSI3SK: email.toLowerCase() });
export const uniqueEmailKey = (email: string) => ({ PK: `UNIQUE#EMAIL#${email.toLowerCase()}`, SK: 'UNIQUE' });

export const tenantSettingsKey = () => ({ PK: 'TENANT', SK: 'SETTINGS' });
export const businessCalendarKey = () => ({ PK: 'TENANT', SK: 'CALENDAR' });

export const REFERENCE_PARTITION = 'REF';
export const departmentKey = (id: string) => ({ PK: REFERENCE_PARTITION, SK: `DEPT#${id}` });
export const helpTopicKey = (id: string) => ({ PK: REFERENCE_PARTITION, SK: `HELPTOPIC#${id}` });
export const ticketSourceKey = (id: string) => ({ PK: REFERENCE_PARTITION, SK: `SOURCE#${id}` });
export const cannedResponseKey = (id: string) => ({ PK: REFERENCE_PARTITION, SK: `CANNED#${id}` });
export const catalogueOptionsKey = () => ({ PK: REFERENCE_PARTITION, SK: 'OPTIONS' });
export const catalogueStampKey = () => ({ PK: REFERENCE_PARTITION, SK: 'STAMP' });
export const referencePrefix = {
  department: 'DEPT#',
  helpTopic: 'HELPTOPIC#',
  ticketSource: 'SOURCE#',
  cannedResponse: 'CANNED#',
} as const;

export const counterKey = (name: string) => ({ PK: 'COUNTER', SK: name });

/*
 * Administration (PK / SK):
 *   AGENTDEPT#<userId> / AGENTDEPT          the one department an agent belongs to (one item per agent,
 *                                           so an agent is never in two departments)
 *                                           GSI3: DEPTAGENTS / <departmentId>#<userId>  (every mapping;
 *                                           begins_with '<departmentId>#' gives one department's agents)
 *   TEAM#<id> / TEAM                        a team: name, leads, agentsMap, creator and updater
 *                                           GSI2: TEAMS / <teamName lower>#<id>  (Teams List, by name)
 *   TEAMLEAD#<userId> / TEAM#<teamId>       one per lead and team: the teams a person leads
 *                                           (My Teams, and the nested-teams walk level by level)
 *   UNIQUE#TEAMNAME#<teamName lower> / UNIQUE   guards team-name uniqueness in the team transaction
 *   COUNTER / TEAM                          team ids (idSequences.ts)
 */

export const agentDepartmentKey = (userId: string) => ({ PK: `AGENTDEPT#${userId}`, SK: 'AGENTDEPT' });
export const DEPARTMENT_AGENTS_PARTITION = 'DEPTAGENTS';
export const departmentAgentIndex = (departmentId: string, userId: string) => ({
  GSI3PK: DEPARTMENT_AGENTS_PARTITION,
  GSI3SK: `${departmentId}#${userId}`,
});
export const departmentAgentPrefix = (departmentId: string) => `${departmentId}#`;

export const teamKey = (id: string) => ({ PK: `TEAM#${id}`, SK: 'TEAM' });
export const TEAMS_PARTITION = 'TEAMS';
export const teamListIndex = (teamName: string, id: string) => ({
  GSI2PK: TEAMS_PARTITION,
  GSI2SK: `${teamName.trim().toLowerCase()}#${id}`,
});
export const teamLeadPartition = (leadId: string) => `TEAMLEAD#${leadId}`;
export const teamLeadKey = (leadId: string, teamId: string) => ({
  PK: teamLeadPartition(leadId),
  SK: `TEAM#${teamId}`,
});
export const uniqueTeamNameKey = (teamName: string) => ({
  PK: `UNIQUE#TEAMNAME#${teamName.trim().toLowerCase()}`,
  SK: 'UNIQUE',
});

/*
 * Sessions, sign-in codes, failure counters and single sign-on (functions/db/sessions.ts,
 * functions/db/singleSignOn.ts):
 *   SESSION#<sessionId> / SESSION           one signed-in browser: user, hash of the current refresh
 *                                           token, hashes of used ones, the user's epoch at sign-in
 *                                           and the identity read then; TTL at the session's end
 *   SESSIONEPOCH#<userId> / EPOCH            a counter; raising it revokes every session of the user
 *   SIGNINCODE#<sha256 of code> / CODE       a single-use hand-off code (TTL 60 s)
 *   SIGNINFAIL#<ACCOUNT|ADDRESS>#<sha256> / COUNTER   failed sign-ins (TTL after the window)
 *   TENANT / SIGNIN                          the sign-in settings: providers (client secrets encrypted)
 *                                            and the single sign-on switches
 *   OIDCATTEMPT#<sha256 of state> / ATTEMPT   one started sign-in: provider, PKCE verifier, nonce and
 *                                            the hash of the browser's binding cookie (TTL 10 minutes)
 */
export const sessionKey = (sessionId: string) => ({ PK: `SESSION#${sessionId}`, SK: 'SESSION' });
export const sessionEpochKey = (userId: string) => ({ PK: `SESSIONEPOCH#${userId}`, SK: 'EPOCH' });
export const signInCodeKey = (codeHash: string) => ({ PK: `SIGNINCODE#${codeHash}`, SK: 'CODE' });
export type FailureKind = 'ACCOUNT' | 'ADDRESS';
export const signInFailureKey = (kind: FailureKind, idHash: string) => ({
  PK: `SIGNINFAIL#${kind}#${idHash}`,
  SK: 'COUNTER',
});
export const signInSettingsKey = () => ({ PK: 'TENANT', SK: 'SIGNIN' });
export const attemptKey = (stateHash: string) => ({ PK: `OIDCATTEMPT#${stateHash}`, SK: 'ATTEMPT' });

/*
 * Set-password links (functions/db/passwordTokens.ts):
 *   PWTOKEN#<sha-256 of the token> / PWTOKEN   one link: user, purpose, expiry (TTL), usedAt once used
 *   PWLINK#<userId> / LATEST                   the user's newest link (older unused ones are void)
 *   PWRESET#<sha-256 of the e-mail> / RECENT   times of the last reset requests (TTL an hour)
 */
export const passwordTokenKey = (tokenHash: string) => ({ PK: `PWTOKEN#${tokenHash}`, SK: 'PWTOKEN' });
export const latestPasswordLinkKey = (userId: string) => ({ PK: `PWLINK#${userId}`, SK: 'LATEST' });
export const passwordResetRequestsKey = (emailHash: string) => ({ PK: `PWRESET#${emailHash}`, SK: 'RECENT' });

/** A used download token (single use), kept until the token expires. */
export const downloadTokenKey = (tokenId: string) => ({ PK: `DOWNLOAD#${tokenId}`, SK: 'USED' });
