/**
 * What the ticket search box matches, as one pure rule both the indexes and the in-memory lists
 * follow (functions/db writes index items from these terms; functions/core checks rows with
 * `ticketMatchesSearch`). A ticket matches a search text when
 *  - the text is its ticket number, or
 *  - the text, normalised, starts the requester's mobile, e-mail or employee id (at least 4
 *    characters; shorter texts must equal the whole value), or
 *  - every word of the text is a word of the subject, the requester's name or the assignee's name
 *    (lower-cased, accents folded, punctuation and stop-words dropped).
 * Substrings inside words no longer match ("ram" does not find "Sriram"): that is what lets an
 * index answer instead of reading every ticket of the range.
 */

/** Shorter search texts must equal a mobile, e-mail or employee id; from this length they may start one. */
export const MIN_PREFIX = 4;

const STOP_WORDS = new Set(
  'a an and are as at be by for from has have i in is it its my no not of on or our please the this to was we with'.split(
    ' ',
  ),
);

/** Lower-cased, accents folded (é → e), anything but letters and digits turned into spaces. */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The words of a subject, a name or a search text: folded, split on anything not a letter or digit, stop-words dropped, each once. */
export function tokenize(text: string | null | undefined): string[] {
  if (!text) return [];
  const words = fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word && !STOP_WORDS.has(word));
  return [...new Set(words)];
}

/**
 * A mobile number as its national digits: spaces, dashes, brackets and a leading +91, 0091 or 0
 * dropped ("+91 98765 43210", "098765-43210" and "9876543210" are one number).
 */
export function normaliseMobile(text: string | null | undefined): string {
  if (!text) return '';
  const trimmed = text.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+91') || (digits.length === 12 && digits.startsWith('91'))) digits = digits.slice(2);
  else if (digits.startsWith('0091')) digits = digits.slice(4);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return digits;
}

/** An e-mail or employee id as it is looked up: trimmed, lower-cased, inner spaces dropped. */
export const normaliseIdentifier = (text: string | null | undefined): string =>
  (text ?? '').trim().toLowerCase().replace(/\s+/g, '');

/** Does a search text look like (part of) a phone number? */
const looksLikeMobile = (text: string) => /^\+?[\d\s().-]+$/.test(text.trim()) && /\d/.test(text);

/** The identifier terms a ticket is found by: its requester's mobile, e-mail and employee id. */
export function identifierTerms(ticket: {
  mobile?: string | null;
  email?: string | null;
  employeeNo?: string | null;
}): string[] {
  const terms = [
    normaliseMobile(ticket.mobile),
    normaliseIdentifier(ticket.email),
    normaliseIdentifier(ticket.employeeNo),
  ];
  return [...new Set(terms.filter((term) => term && !term.includes('#')))];
}

/** What a search text is looked up as: identifier terms (mobile digits, lower-cased text), words, a ticket number. */
export interface SearchQuery {
  ticketNumber?: string;
  identifiers: string[];
  words: string[];
}

export function parseSearch(text: string | null | undefined): SearchQuery | undefined {
  const trimmed = (text ?? '').trim();
  if (!trimmed) return undefined;
  const identifiers = new Set<string>();
  const plain = normaliseIdentifier(trimmed);
  if (plain && !plain.includes('#')) identifiers.add(plain);
  if (looksLikeMobile(trimmed)) {
    const digits = normaliseMobile(trimmed);
    if (digits) identifiers.add(digits);
  }
  return {
    // "#594", as the ticket heading writes the number, is ticket 594 too.
    ticketNumber: /^#?\d+$/.test(trimmed) ? trimmed.replace(/^#?0*(?=.)/, '') : undefined,
    identifiers: [...identifiers],
    words: tokenize(trimmed),
  };
}

/** Does an identifier term match a looked-up term: equal, or started by it from MIN_PREFIX characters. */
export const identifierMatches = (term: string, wanted: string) =>
  term === wanted || (wanted.length >= MIN_PREFIX && term.startsWith(wanted));

export interface SearchableTicket {
  id: string;
  mobile?: string | null;
  email?: string | null;
  employeeNo?: string | null;
  subject?: string | null;
  fullName?: string | null;
  assigneeName?: string | null;
}

export function ticketMatchesSearch(ticket: SearchableTicket, query: SearchQuery): boolean {
  if (query.ticketNumber && ticket.id === query.ticketNumber) return true;
  const terms = identifierTerms(ticket);
  if (query.identifiers.some((wanted) => terms.some((term) => identifierMatches(term, wanted)))) return true;
  if (query.words.length === 0) return false;
  const words = new Set([...tokenize(ticket.subject), ...tokenize(ticket.fullName), ...tokenize(ticket.assigneeName)]);
  return query.words.every((word) => words.has(word));
}

/** A whole stored ticket (its assignee's name kept as `assigneeFullName`), checked by the same rule. */
export const ticketRecordMatchesSearch = (
  ticket: Omit<SearchableTicket, 'assigneeName'> & { assigneeFullName?: string | null },
  query: SearchQuery,
): boolean => ticketMatchesSearch({ ...ticket, assigneeName: ticket.assigneeFullName }, query);

/**
 * A list record's own fields, by the same rule: every word of the text is a word of these texts
 * (a transfer's reason and departments), or an identifier term starts one of these identifiers (the
 * e-mail of who asked for it).
 */
export function recordMatchesSearch(
  record: { texts: (string | null | undefined)[]; identifiers: (string | null | undefined)[] },
  query: SearchQuery,
): boolean {
  const terms = record.identifiers.map(normaliseIdentifier).filter(Boolean);
  if (query.identifiers.some((wanted) => terms.some((term) => identifierMatches(term, wanted)))) return true;
  if (query.words.length === 0) return false;
  const words = new Set(record.texts.flatMap(tokenize));
  return query.words.every((word) => words.has(word));
}
