/**
 * A person as a pick-list shows them: 'Full Name <email>' (administration spec: the team agent
 * options), or the full name alone for someone without an e-mail (never 'Full Name <>';
 * decision in shared/contract/teams.ts).
 */
export const personLabel = (person: { fullName: string; email: string }): string =>
  person.email.trim() ? `${person.fullName} <${person.email.trim()}>` : person.fullName;
