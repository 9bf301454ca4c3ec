/**
 * The ticket ids of the list page an agent opened a ticket from (issue 17: `j`/`k` move to the next
 * and previous ticket of that list). Kept in sessionStorage, per tab, beside previousPageLocation.
 */

const LIST_IDS_KEY = 'ticketListIds';

export function rememberTicketList(ids: readonly string[]): void {
  window.sessionStorage.setItem(LIST_IDS_KEY, JSON.stringify(ids));
}

export function rememberedTicketList(): string[] {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(LIST_IDS_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.map(String) : [];
  } catch {
    return [];
  }
}

/** The ticket `step` places from `ticketId` in the list (1 next, -1 previous), if there is one. */
export function neighbourTicket(ids: readonly string[], ticketId: string, step: 1 | -1): string | undefined {
  const at = ids.indexOf(ticketId);
  return at < 0 ? undefined : ids[at + step];
}
