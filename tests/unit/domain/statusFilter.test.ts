import {
  allStatusFilterIds,
  nextStatusSelection,
  normalizeStatusIds,
  openGroupStatusIds,
  showsClosedRange,
  statusIdsFromSaved,
  statusOptionsOf,
  statusSelectionSummary,
  statusSelectionText,
  withinClosedRange,
} from '@shared/domain/statusFilter';
import { describe, expect, it } from 'vitest';

/** Tickets spec, section 4, "Status filter behaviour". Ids: 1 All, 2 Open, 13 Resolved, 14 Closed, 15 Re-Open. */

const every = [...allStatusFilterIds];
const without = (ids: readonly string[], ...removed: string[]) => ids.filter((id) => !removed.includes(id));

describe('nextStatusSelection', () => {
  it('has 15 ids and an open group of 2..12 plus 15', () => {
    expect(every).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14', '15']);
    expect(openGroupStatusIds).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '15']);
  });

  it('choosing All selects every status', () => {
    expect(nextStatusSelection([], ['1'])).toEqual(every);
    expect(nextStatusSelection(['3', '14'], ['3', '14', '1'])).toEqual(every);
  });

  it('unticking All clears all', () => {
    expect(nextStatusSelection(every, without(every, '1'))).toEqual([]);
  });

  it('with All on, unticking any one status drops All and keeps the rest', () => {
    expect(nextStatusSelection(every, without(every, '5'))).toEqual(without(every, '1', '5'));
    expect(nextStatusSelection(every, without(every, '14'))).toEqual(without(every, '1', '14'));
    expect(nextStatusSelection(every, without(every, '2'))).toEqual(without(every, '1', '2'));
  });

  it('Open newly chosen into all-except-Resolved-and-Closed (13 items) gives the open group', () => {
    // The 13 options other than Resolved and Closed, reached by adding Open.
    const before = without(every, '2', '13', '14');
    const after = [...before, '2'];
    expect(after).toHaveLength(13);
    expect(nextStatusSelection(before, after)).toEqual(openGroupStatusIds);
  });

  it('Open chosen without Resolved or Closed, not chosen before, gives the open group', () => {
    expect(nextStatusSelection([], ['2'])).toEqual(openGroupStatusIds);
    expect(nextStatusSelection(['3', '15'], ['3', '15', '2'])).toEqual(openGroupStatusIds);
  });

  it('Open chosen together with Resolved or Closed is just added', () => {
    expect(nextStatusSelection(['14'], ['14', '2'])).toEqual(['2', '14']);
    expect(nextStatusSelection(['13'], ['13', '2'])).toEqual(['2', '13']);
    // All on, Open dropped, then Open chosen again: Resolved and Closed are still on.
    const allButOpen = without(every, '1', '2');
    expect(nextStatusSelection(allButOpen, [...allButOpen, '2'])).toEqual(without(every, '1'));
  });

  it('Open already chosen does not expand again; other changes stand', () => {
    expect(nextStatusSelection(['2'], ['2', '3'])).toEqual(['2', '3']);
    expect(nextStatusSelection(openGroupStatusIds, without(openGroupStatusIds, '7'))).toEqual(
      without(openGroupStatusIds, '7'),
    );
    expect(nextStatusSelection(['3'], ['3', '14'])).toEqual(['3', '14']);
    expect(nextStatusSelection(['3', '14'], ['3'])).toEqual(['3']);
  });

  it('keeps option order and ignores unknown ids and repeats', () => {
    expect(nextStatusSelection([], ['14', '3', '99', '3'])).toEqual(['3', '14']);
    expect(normalizeStatusIds(['15', '1', '2'])).toEqual(['1', '2', '15']);
  });
});

describe('closed range and display', () => {
  it('shows the closed date range only when Closed is chosen (All includes it)', () => {
    expect(showsClosedRange(['14'])).toBe(true);
    expect(showsClosedRange(every)).toBe(true);
    expect(showsClosedRange(['13', '2'])).toBe(false);
    expect(showsClosedRange([])).toBe(false);
  });

  it("reads 'All' when All is on, else the labels", () => {
    expect(statusSelectionText(every)).toBe('All');
    expect(statusSelectionText(['14', '2'])).toBe('Open, Closed');
    expect(statusSelectionText([])).toBe('');
  });

  it('summarises long selections as the first label and how many more', () => {
    expect(statusSelectionSummary(every)).toBe('All');
    expect(statusSelectionSummary(['14', '2'])).toBe('Open, Closed');
    expect(statusSelectionSummary(openGroupStatusIds)).toBe('Open +11 more');
    expect(statusSelectionSummary([])).toBe('');
  });

  it('saves value/label pairs and reads them (or plain ids) back', () => {
    expect(statusOptionsOf(['2', '14'])).toEqual([
      { value: '2', label: 'Open' },
      { value: '14', label: 'Closed' },
    ]);
    expect(statusIdsFromSaved([{ value: '14', label: 'Closed' }, { value: 2 }, 'x'])).toEqual(['2', '14']);
    expect(statusIdsFromSaved(['3', 15])).toEqual(['3', '15']);
    expect(statusIdsFromSaved('2,3')).toBeUndefined();
  });
});

describe('the closed date range (issue 21 item 17)', () => {
  const start = '2026-11-01T00:00:00.000Z';
  const end = '2026-11-30T23:59:59.999Z';
  it('narrows closed tickets to those closed within it', () => {
    expect(withinClosedRange({ status: 'Closed', closedDate: '2026-11-10T10:00:00.000Z' }, start, end)).toBe(true);
    expect(withinClosedRange({ status: 'Closed', closedDate: '2026-10-10T10:00:00.000Z' }, start, end)).toBe(false);
    expect(withinClosedRange({ status: 'Closed', closedDate: null }, start, end)).toBe(false);
  });

  it('leaves open tickets alone, and everything when no range is set', () => {
    expect(withinClosedRange({ status: 'Open', closedDate: null }, start, end)).toBe(true);
    expect(withinClosedRange({ status: 'Work in progress', closedDate: null }, start, end)).toBe(true);
    expect(withinClosedRange({ status: 'Closed', closedDate: null }, undefined, undefined)).toBe(true);
  });
});
