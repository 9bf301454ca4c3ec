import { parseSearch, type SearchQuery, ticketMatchesSearch } from '../../shared/domain/search';
import { requestersWithIdentifier, wordMatches } from '../db/ticketIndexes';
import type { TicketRecord } from '../db/ticketRecord';
import { dayRowsOf, rowOfTicket, rowSubjectMayBeCut, rowsOfPerson, type TicketRow } from '../db/ticketRows';
import { getTicket, getTickets } from '../db/tickets';
import { getUsers } from '../db/users';
import { mapWithConcurrency } from '../lib/concurrency';
import type { CreatedRange } from './ticketLists';

/**
 * A search over a created range through the search indexes (functions/db/keys) instead of
 * every row of the range: the ticket number is one get; a mobile, e-mail or employee id leads to
 * its requesters' own partitions; a word leads to the tickets whose subject holds it and to the
 * people whose name holds it. Every row found is checked with the same rule the in-memory lists
 * apply (shared/domain/search.ts), so the answer is what a read of every row would give.
 */

/** Above this many subject hits for the rarest word, reading each hit's row costs more than the whole range. */
const MAX_WORD_TICKETS = 4_000;
/** The first look at each word: enough to finish a rare one. */
const FIRST_WORD_TICKETS = 500;
/** Above this many people, their partitions together likely cost more than the range. */
const MAX_PEOPLE = 200;
const PARALLEL_READS = 16;

export interface SearchResult {
  /** Rows of the range that match the search text (other filters not applied yet). */
  rows: TicketRow[];
}

const inRange = (row: { createdAt: string }, range: CreatedRange) =>
  row.createdAt >= range.start && row.createdAt <= range.end;

/** The rows of people's own partitions within the range (each ticket once). */
async function rowsOfPeople(people: string[], range: CreatedRange): Promise<TicketRow[]> {
  const parts = await mapWithConcurrency(people, PARALLEL_READS, (userId) => rowsOfPerson(userId, range));
  return parts.flat();
}

/** Fills in assignee names (rows keep the assignee by id) so the assignee's name can match. */
async function withNames(rows: TicketRow[]): Promise<TicketRow[]> {
  const missing = rows.filter((row) => row.assigneeId && !row.assigneeName);
  if (missing.length === 0) return rows;
  const users = await getUsers([...new Set(missing.map((row) => row.assigneeId as string))]);
  for (const row of missing) row.assigneeName = users.get(row.assigneeId as string)?.fullName ?? '';
  return rows;
}

/**
 * Keeps the rows that match. Rows keep the assignee by id and a subject up to 80 characters, so
 * a row that does not match on what it holds is checked again with its assignee's name, and one
 * whose subject may have been cut with its ticket's subject: only those rows cost a read.
 */
async function matching(rows: TicketRow[], query: SearchQuery): Promise<TicketRow[]> {
  const kept: TicketRow[] = [];
  let misses = rows;
  const recheck = async (candidates: TicketRow[], complete: (rows: TicketRow[]) => Promise<TicketRow[]>) => {
    const completed = candidates.length > 0 ? await complete(candidates) : [];
    const left: TicketRow[] = [];
    for (const row of completed) (ticketMatchesSearch(row, query) ? kept : left).push(row);
    return left;
  };
  misses = await recheck(misses, async (candidates) => candidates);
  if (query.words.length === 0) return kept;
  const unnamed = new Set(misses.filter((row) => row.assigneeId && !row.assigneeName));
  misses = [...misses.filter((row) => !unnamed.has(row)), ...(await recheck([...unnamed], withNames))];
  await recheck(misses.filter(rowSubjectMayBeCut), async (candidates) => {
    const tickets = await getTickets(candidates.map((row) => row.id));
    return candidates.flatMap((row) => {
      const ticket = tickets.get(row.id);
      return ticket ? [{ ...row, subject: ticket.subject }] : [];
    });
  });
  return kept;
}

/**
 * The rows of the range matching `text`, or undefined when the indexes would cost more than the
 * range itself (a very common word, a very short prefix shared by many people): then the caller
 * reads the range as before.
 */
export async function searchRows(
  range: CreatedRange,
  text: string | undefined,
  /** Tickets read whole on the way (a ticket number's), so the page need not read them again. */
  known: Map<string, TicketRecord> = new Map(),
): Promise<TicketRow[] | undefined> {
  const query = parseSearch(text);
  if (!query) return undefined;
  const found = new Map<string, TicketRow>();
  const add = (rows: TicketRow[]) => {
    for (const row of rows) if (inRange(row, range) && !found.has(row.id)) found.set(row.id, row);
  };

  // Words are read a little first: a rare word completes and leads; only if none does, further.
  const readWords = (limit: number) =>
    Promise.all(query.words.map((word) => wordMatches(word, range.start, range.end, limit)));
  const [byNumber, identifierPeople, firstWords] = await Promise.all([
    query.ticketNumber ? getTicket(query.ticketNumber) : undefined,
    Promise.all(query.identifiers.map(requestersWithIdentifier)),
    readWords(FIRST_WORD_TICKETS),
  ]);
  const words = firstWords.some((word) => word.complete) ? firstWords : await readWords(MAX_WORD_TICKETS);
  if (byNumber) {
    known.set(byNumber.id, byNumber);
    add([rowOfTicket(byNumber)]);
  }

  // Words: every word must match, so the rarest one leads (the fewest people and subject hits).
  let wordPeople: string[] = [];
  let wordTickets: { createdAt: string; id: string }[] = [];
  if (words.length > 0) {
    const complete = words.filter((word) => word.complete);
    if (complete.length === 0) return undefined;
    const rarest = complete.reduce((best, word) =>
      word.tickets.length + word.users.length * 50 < best.tickets.length + best.users.length * 50 ? word : best,
    );
    wordPeople = rarest.users;
    wordTickets = rarest.tickets;
  }
  const people = [...new Set([...identifierPeople.flat(), ...wordPeople])];
  if (people.length > MAX_PEOPLE) return undefined;

  const [peopleRows, subjectRows] = await Promise.all([
    rowsOfPeople(people, range),
    dayRowsOf(wordTickets.filter((ticket) => inRange(ticket, range))),
  ]);
  add(await matching([...peopleRows, ...subjectRows], query));
  return [...found.values()];
}
