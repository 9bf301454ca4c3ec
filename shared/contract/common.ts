import * as z from 'zod';

/** Shapes shared by several API areas. */

export const successMessage = z.object({ success: z.boolean(), message: z.string() });

/** An id as the old portal sends it: a number or a numeric string. Kept as a string. */
export const idString = z.union([z.string().min(1), z.number()]).transform((value) => String(value));

/** Query-string numbers arrive as text. */
const queryInt = (fallback: number, max = 10_000) => z.coerce.number().int().min(0).max(max).catch(fallback);

export const orderDirection = z
  .enum(['asc', 'desc', 'ASC', 'DESC'])
  .transform((value) => value.toLowerCase() as 'asc' | 'desc');

/** Paging, search and sort, as every server-side table sends them. */
export const pagedQuery = z.object({
  size: queryInt(20, 500).default(20),
  page: queryInt(0).default(0),
  searchParam: z.string().max(200).optional(),
  orderDirection: orderDirection.optional(),
  orderBy: z.string().max(60).optional(),
});

/** Comma-separated list in a query string ("2,3,15"), or a list in a JSON body. */
export const csvList = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))])
  .transform((value) =>
    (Array.isArray(value) ? value.map(String) : value.split(','))
      .map((item) => item.trim())
      .filter((item) => item.length > 0),
  );

/** An ISO 8601 instant, as the web sends date-range ends. */
export const isoInstant = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'must be an ISO date');

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
