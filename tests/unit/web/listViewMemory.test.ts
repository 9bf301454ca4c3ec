import { describe, expect, it } from 'vitest';
import { forgetListView, rememberedListView, rememberListView } from '@/lib/listViewMemory';
import { fakeSessionStorage } from './fakeSessionStorage';

/** A ticket list's page, sort and search, kept per tab so coming back from a ticket shows it as left. */

fakeSessionStorage();

const searched = { page: 2, sort: { orderBy: 'ticketId', orderDirection: 'asc' as const }, search: 'laptop' };

describe('the remembered view of a list', () => {
  it('comes back as it was left', () => {
    rememberListView('allTickets', searched);
    expect(rememberedListView('allTickets')).toEqual(searched);
    expect(rememberedListView('myTickets')).toBeUndefined();
  });

  it('after Clear Filter, is not written back by the list still on screen before the page reloads', () => {
    rememberListView('allTickets', searched);
    forgetListView('allTickets');
    // The list re-renders with its old view while the reload is pending (a slow machine).
    rememberListView('allTickets', searched);
    expect(rememberedListView('allTickets')).toBeUndefined();
    // The reloaded list starts afresh and is remembered again from then on.
    const fresh = { ...searched, page: 0, search: '' };
    rememberListView('allTickets', fresh);
    expect(rememberedListView('allTickets')).toEqual(fresh);
  });
});
