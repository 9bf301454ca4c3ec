import * as z from 'zod';

/** Shapes shared by several API areas. */

export const successMessage = z.object({ success: z.boolean(), message: z.string() });

/**
 * Input limits (issue #15). Every id, key and free-text field of a request has a byte maximum
 * (UTF-8), so that no DynamoDB key passes 2,048 bytes and no item 400 KB, counting fields that are
 * stored twice (a reply's message and its text; a ticket's form and its first thread entry).
 */
export const INPUT_LIMITS = {
  /** Ids: every one becomes part of a key. */
  idBytes: 64,
  /** Names, e-mails, labels, codes, choices. */
  nameBytes: 256,
  /** Search text and sort columns. */
  searchBytes: 200,
  /** Attachment keys (S3 allows 1,024 bytes). */
  keyBytes: 1_024,
  /** Reasons and other free text. */
  textBytes: 4_000,
  /** A reply or note (stored twice: as written and as plain text). */
  messageBytes: 100_000,
  /** Items of a list (ids, statuses). */
  listItems: 100,
  /** A ticket's dynamic form (stored in the ticket and, for the description, its first entry). */
  formBytes: 32_768,
  /** Nesting of free-form maps (dynamicFormJson, settingValue). */
  mapDepth: 4,
  /** A saved filter setting, and how many a list keeps. */
  settingBytes: 16_384,
  settingsPerList: 50,
} as const;

/** UTF-8 length: what DynamoDB counts. */
export const utf8Bytes = (value: string): number => new TextEncoder().encode(value).length;

/** Text of at most `maxBytes` UTF-8 bytes. */
export const text = (maxBytes: number) => {
  const message = `must be at most ${maxBytes} bytes`;
  return z
    .string()
    .max(maxBytes, message)
    .refine((value) => utf8Bytes(value) <= maxBytes, message);
};

/** Whether a JSON value nests at most `maxDepth` levels of maps and lists, and no map has an empty key. */
export function isPlainShape(value: unknown, maxDepth: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (pending.length > 0) {
    const next = pending.pop() as { value: unknown; depth: number };
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= maxDepth) return false;
    const entries = Array.isArray(next.value) ? next.value.map((item) => ['0', item]) : Object.entries(next.value);
    for (const [key, item] of entries) {
      if (key === '') return false;
      pending.push({ value: item, depth: next.depth + 1 });
    }
  }
  return true;
}

/**
 * Whether every number in a JSON value can be stored as written. DynamoDB keeps numbers between
 * 1e-130 and 1e126 in magnitude, and the SDK refuses any beyond the safe integers rather than round
 * them: a saved filter holds counts and ids, never such numbers, so they are refused with a 400.
 */
export function hasStorableNumbers(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'number') {
      const magnitude = Math.abs(next);
      if (!Number.isFinite(next) || magnitude > Number.MAX_SAFE_INTEGER || (magnitude > 0 && magnitude < 1e-100)) {
        return false;
      }
    } else if (next !== null && typeof next === 'object') {
      pending.push(...Object.values(next));
    }
  }
  return true;
}
const STORABLE_NUMBERS = `numbers must be finite and at most ${Number.MAX_SAFE_INTEGER} in size`;

const jsonBytes = (value: unknown): number => utf8Bytes(JSON.stringify(value) ?? '');

/** A free-form JSON value (a saved filter's value): bounded in size and depth, no empty keys. */
export const freeFormValue = (maxBytes: number, maxDepth: number = INPUT_LIMITS.mapDepth) =>
  z
    .unknown()
    .refine((value) => isPlainShape(value, maxDepth), `must nest at most ${maxDepth} levels, with no empty keys`)
    .refine(hasStorableNumbers, STORABLE_NUMBERS)
    .refine((value) => jsonBytes(value) <= maxBytes, `must be at most ${maxBytes} bytes`);

/** A free-form map (a ticket's dynamic form): named keys, bounded in size and depth. */
export const freeFormMap = (maxBytes: number, maxDepth: number = INPUT_LIMITS.mapDepth) =>
  z
    .record(text(INPUT_LIMITS.nameBytes).min(1, 'keys must not be empty'), z.unknown())
    .refine((value) => isPlainShape(value, maxDepth), `must nest at most ${maxDepth} levels, with no empty keys`)
    .refine(hasStorableNumbers, STORABLE_NUMBERS)
    .refine((value) => jsonBytes(value) <= maxBytes, `must be at most ${maxBytes} bytes`);

/** An id as the old portal sends it: a number or a numeric string. Kept as a string. */
export const idString = z.union([text(INPUT_LIMITS.idBytes).min(1), z.number()]).transform((value) => String(value));

/** A plain id in a query string or a body that does not accept numbers. */
export const idText = text(INPUT_LIMITS.idBytes);
/** A download token in an export address. */
export const downloadTokenText = text(2_048);
/** Names, e-mails and other short text. */
export const nameText = text(INPUT_LIMITS.nameBytes);

/** Query-string numbers arrive as text. */
const queryInt = (fallback: number, max = 10_000) => z.coerce.number().int().min(0).max(max).catch(fallback);

export const orderDirection = z
  .enum(['asc', 'desc', 'ASC', 'DESC'])
  .transform((value) => value.toLowerCase() as 'asc' | 'desc');

/** Paging, search and sort, as every server-side table sends them. */
export const pagedQuery = z.object({
  size: queryInt(20, 500).default(20),
  page: queryInt(0).default(0),
  searchParam: text(INPUT_LIMITS.searchBytes).optional(),
  orderDirection: orderDirection.optional(),
  orderBy: text(60).optional(),
});

/** Comma-separated list in a query string ("2,3,15"), or a list in a JSON body. */
export const csvList = z
  .union([
    text(INPUT_LIMITS.listItems * (INPUT_LIMITS.idBytes + 1)),
    z.array(z.union([text(INPUT_LIMITS.idBytes), z.number()])).max(INPUT_LIMITS.listItems),
  ])
  .transform((value) =>
    (Array.isArray(value) ? value.map(String) : value.split(','))
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  )
  .pipe(z.array(idText).max(INPUT_LIMITS.listItems, `must list at most ${INPUT_LIMITS.listItems} items`));

/** An ISO 8601 instant, as the web sends date-range ends. */
export const isoInstant = text(40).refine((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO date');

/** Overdue filter options: Yes (1) and No (2). */
export const overdueOption = z.enum(['1', '2']);

export const pageOf = <Item extends z.ZodType, Key extends string>(key: Key, item: Item) =>
  z.object({ [key]: z.array(item), currentPage: z.number(), totalItems: z.number() } as {
    [K in Key]: z.ZodArray<Item>;
  } & { currentPage: z.ZodNumber; totalItems: z.ZodNumber });

export const option = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof option>;

/** An export answered as a CSV download. Its "response" is the file, described here for clients. */
export const csvFile = z.string().describe('text/csv attachment');
