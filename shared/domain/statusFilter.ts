import { ALL_STATUS_ID, isClosedStatus, openGroupStatuses, statusFilterOptions } from './statuses';

/**
 * The status multi-select of every ticket list (tickets spec, section 4, "Status filter
 * behaviour"), as pure rules over the filter ids 1..15 (1 All, 2 Open, 13 Resolved, 14 Closed,
 * 15 Re-Open).
 */

export const OPEN_STATUS_ID = '2';
export const RESOLVED_STATUS_ID = '13';
export const CLOSED_STATUS_ID = '14';

/** Every filter id, All first, in the order the options are listed. */
export const allStatusFilterIds: readonly string[] = statusFilterOptions.map((option) => option.value);

/** The open group as filter ids: Open through Escalated to Next level, plus Re-Open (2..12 and 15). */
export const openGroupStatusIds: readonly string[] = statusFilterOptions
  .filter((option) => (openGroupStatuses as readonly string[]).includes(option.label))
  .map((option) => option.value);

/** The number of options in "all except Resolved and Closed" (All included): 13. */
export const ALL_BUT_CLOSED_GROUP_COUNT = allStatusFilterIds.length - 2;

const knownIds = new Set(allStatusFilterIds);

/** Known ids only, without repeats, in option order (All first). */
export function normalizeStatusIds(ids: readonly string[]): string[] {
  const chosen = new Set(ids.map(String).filter((id) => knownIds.has(id)));
  return allStatusFilterIds.filter((id) => chosen.has(id));
}

/**
 * The selection after one change of the multi-select: `previousIds` is what was chosen, `nextIds`
 * what the control reports after the click. Rules, in order:
 * - All newly chosen: every status is chosen (All included).
 * - All unticked: nothing is chosen.
 * - All on and another status unticked: All is dropped and the rest kept.
 * - Open newly chosen while neither Resolved nor Closed is chosen (this covers both cases of the
 *   spec: the 13 options "all except Resolved and Closed", and Open chosen without Resolved or
 *   Closed): the selection becomes the open group (ids 2..12 and 15).
 * - Otherwise the control's selection stands.
 */
export function nextStatusSelection(previousIds: readonly string[], nextIds: readonly string[]): string[] {
  const previous = new Set(normalizeStatusIds(previousIds));
  const next = normalizeStatusIds(nextIds);
  const chosen = new Set(next);

  const allBefore = previous.has(ALL_STATUS_ID);
  const allAfter = chosen.has(ALL_STATUS_ID);
  if (allAfter && !allBefore) return [...allStatusFilterIds];
  if (allBefore && !allAfter) return [];
  if (allBefore && allAfter && next.length < previous.size) return next.filter((id) => id !== ALL_STATUS_ID);

  const openNewlyChosen = chosen.has(OPEN_STATUS_ID) && !previous.has(OPEN_STATUS_ID);
  const closedGroupChosen = chosen.has(RESOLVED_STATUS_ID) || chosen.has(CLOSED_STATUS_ID);
  const allButClosedGroup = next.length === ALL_BUT_CLOSED_GROUP_COUNT && !closedGroupChosen;
  if (openNewlyChosen && (allButClosedGroup || !closedGroupChosen)) return [...openGroupStatusIds];

  return next;
}

/** The closed date range filter shows only when Closed is among the chosen statuses. */
export const showsClosedRange = (ids: readonly string[]): boolean => ids.includes(CLOSED_STATUS_ID);

/**
 * Decision (issue 21 item 17, recorded in shared/contract/tickets.ts): the closed date range narrows
 * closed tickets only. With Open and Closed chosen, open tickets stay listed whatever the closed
 * range; a closed ticket shows when it was closed within the range.
 */
export function withinClosedRange(
  ticket: { status: string; closedDate: string | null | undefined },
  closedStart: string | undefined,
  closedEnd: string | undefined,
): boolean {
  if (!closedStart && !closedEnd) return true;
  if (!isClosedStatus(ticket.status)) return true;
  if (!ticket.closedDate) return false;
  if (closedStart && ticket.closedDate < closedStart) return false;
  if (closedEnd && ticket.closedDate > closedEnd) return false;
  return true;
}

export const isAllStatuses = (ids: readonly string[]): boolean => ids.includes(ALL_STATUS_ID);

/** The text the closed control shows: 'All' when All is on, else the chosen labels in option order. */
export function statusSelectionText(ids: readonly string[]): string {
  if (isAllStatuses(ids)) return 'All';
  const chosen = new Set(ids);
  return statusFilterOptions
    .filter((option) => chosen.has(option.value))
    .map((option) => option.label)
    .join(', ');
}

/**
 * The short text the closed control shows: 'All', up to two labels, or the first label and how many
 * more ('Open +11 more'); the full list goes in its tooltip (statusSelectionText).
 */
export function statusSelectionSummary(ids: readonly string[]): string {
  if (isAllStatuses(ids)) return 'All';
  const labels = statusFilterOptions.filter((option) => ids.includes(option.value)).map((option) => option.label);
  return labels.length <= 2 ? labels.join(', ') : `${labels[0]} +${labels.length - 1} more`;
}

/** The saved form of a selection (spec: the status list is saved as value/label pairs). */
export function statusOptionsOf(ids: readonly string[]): { value: string; label: string }[] {
  const chosen = new Set(ids);
  return statusFilterOptions
    .filter((option) => chosen.has(option.value))
    .map((option) => ({ value: option.value, label: option.label }));
}

/** Reads a saved status list back: value/label pairs or plain ids; anything unknown is dropped. */
export function statusIdsFromSaved(saved: unknown): string[] | undefined {
  if (!Array.isArray(saved)) return undefined;
  const ids = saved.map((item: unknown) => {
    if (typeof item === 'string' || typeof item === 'number') return String(item);
    if (typeof item === 'object' && item !== null && 'value' in item) return String(item.value);
    return '';
  });
  return normalizeStatusIds(ids);
}
