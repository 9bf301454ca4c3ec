import type { EscalationKind } from '../contract/escalationMatrices';

/**
 * Office types fall into three groups, each routed to its own escalation matrix (tickets spec 9):
 * schools; colleges (with coaching centres and junior colleges); administrative offices.
 */

const normalize = (officeType: string) =>
  officeType
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();

const schoolWords = ['school', 'schools', 'sch'];
const collegeWords = [
  'college',
  'colleges',
  'junior college',
  'junior colleges',
  'jr college',
  'coaching centre',
  'coaching center',
  'coaching centres',
  'coaching',
  'col',
  'clg',
];
const administrativeWords = [
  'central office',
  'zonal office',
  'regional office',
  'corporate office',
  'head office',
  'press',
  'warehouse',
  'campaigning',
  'campaign',
  'civil services',
  'administrative',
  'admin office',
];

/** Short codes must match whole; longer words may stand inside a longer name ("High School"). */
const matches = (text: string, words: string[]) =>
  words.some((word) => text === word || (word.length > 3 && text.includes(word)));

/**
 * The group of an office type: the tenant's stored office types first (exact name, any case; issue
 * 13), then the spec's words.
 */
export function officeTypeGroup(
  officeType: string | null | undefined,
  tenantOfficeTypes: readonly { name: string; group: EscalationKind }[] = [],
): EscalationKind | undefined {
  const text = normalize(officeType ?? '');
  if (!text) return undefined;
  const stored = tenantOfficeTypes.find((entry) => normalize(entry.name) === text);
  if (stored) return stored.group;
  // Colleges first: "junior college" and "coaching centre" must not fall to another group.
  if (matches(text, collegeWords)) return 'college';
  if (matches(text, schoolWords)) return 'school';
  if (matches(text, administrativeWords)) return 'administrative';
  return undefined;
}
