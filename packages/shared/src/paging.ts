import { z } from 'zod';

/**
 * Server-side paging of the lists that grow with the organisation (issue 24, docs/paging.md): optional
 * `limit` and `cursor` query parameters. Without them a list answers exactly as the spec's call always
 * did (the whole array); with either of them it answers one page `{ rows, nextCursor, total }`.
 * The cursor is opaque (keyset paging: it names the last row of the page), so a page never repeats or
 * skips a row while rows are added before or after it.
 */
export const PAGE_LIMIT_MAX = 200;
/** The page size when only `cursor` is given. */
export const PAGE_LIMIT_DEFAULT = 50;
export const SEARCH_MAX_LENGTH = 100;

export const PAGING_MESSAGES = {
  invalidLimit: `The limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}.`,
  invalidCursor: 'The cursor is not valid for this list; start again from the first page.',
  invalidSearch: `The search must be at most ${SEARCH_MAX_LENGTH} characters.`,
} as const;

/** `limit` and `cursor`, to spread into a list's query schema. */
export const pagingQueryShape = {
  limit: z.coerce
    .number({ error: PAGING_MESSAGES.invalidLimit })
    .int(PAGING_MESSAGES.invalidLimit)
    .min(1, PAGING_MESSAGES.invalidLimit)
    .max(PAGE_LIMIT_MAX, PAGING_MESSAGES.invalidLimit)
    .optional(),
  cursor: z
    .string()
    .max(512, PAGING_MESSAGES.invalidCursor)
    .regex(/^[A-Za-z0-9_-]+$/, PAGING_MESSAGES.invalidCursor)
    .optional(),
};

/** A name (and e-mail, where the list has one) search: case-insensitive, anywhere in the text. */
export const searchQuery = z
  .string()
  .trim()
  .max(SEARCH_MAX_LENGTH, PAGING_MESSAGES.invalidSearch)
  .transform((value) => (value ? value : undefined))
  .optional();

/** One page of a list: its rows, the cursor of the next page (null on the last) and how many match. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    rows: z.array(item),
    nextCursor: z.string().nullable(),
    total: z.number().int(),
  });
}

/** A list's answer: the whole array (no paging parameter) or one page of it. */
export function listOrPageSchema<T extends z.ZodType>(item: T) {
  return z.union([z.array(item), pageSchema(item)]);
}

export interface Page<T> {
  rows: T[];
  nextCursor: string | null;
  total: number;
}

/** Whether a query asked for a page (either paging parameter). */
export const wantsPage = (query: { limit?: number | undefined; cursor?: string | undefined }): boolean =>
  query.limit !== undefined || query.cursor !== undefined;
