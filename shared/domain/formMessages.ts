/**
 * The spec's answer to any form sent with a required field left empty (tickets, users, teams, agent
 * mapping, SMTP settings, sign-in), written once: adminRules.ts and ticketMessages.ts re-export it
 * so each area's importers keep reading it where they did.
 */
export const MANDATORY_MESSAGE = 'Please fill mandatory information';
