import type { z } from 'zod';
import { PAGE_LIMIT_DEFAULT, PAGING_MESSAGES, type Page } from '@hrms/shared';
import { badRequest } from './errors.ts';

/**
 * Keyset paging (docs/paging.md): a cursor is the sort key of a page's last row, as base64url JSON. The
 * next page starts strictly after it, so rows written meanwhile never shift a page (no row twice, none
 * skipped of those that were there). Each list checks the cursor's shape with its own tuple schema.
 */
export function encodeCursor(key: readonly unknown[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The cursor's key, or 400 when it was not made by this list (tampered, another list's, too old a shape). */
export function decodeCursor<T extends z.ZodType>(cursor: string, shape: T): z.infer<T> {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(PAGING_MESSAGES.invalidCursor);
  }
  const parsed = shape.safeParse(raw);
  if (!parsed.success) throw badRequest(PAGING_MESSAGES.invalidCursor);
  return parsed.data;
}

export interface PageRequest<K> {
  /** Rows of the page. */
  limit: number;
  /** The sort key to start after; null: the first page. */
  after: K | null;
}

/** The page size and start a query asked for. */
export function pageRequest<T extends z.ZodType>(
  query: { limit?: number | undefined; cursor?: string | undefined },
  shape: T,
): PageRequest<z.infer<T>> {
  return {
    limit: query.limit ?? PAGE_LIMIT_DEFAULT,
    after: query.cursor ? decodeCursor(query.cursor, shape) : null,
  };
}

/**
 * A page from `limit + 1` fetched rows: the extra row only says there is a next page, whose cursor is
 * the key of the page's last row.
 */
export function toPage<R, T>(
  fetched: R[],
  limit: number,
  total: number,
  keyOf: (row: R) => readonly unknown[],
  present: (row: R) => T,
): Page<T> {
  const rows = fetched.slice(0, limit);
  const last = rows[rows.length - 1];
  return {
    rows: rows.map(present),
    nextCursor: fetched.length > limit && last ? encodeCursor(keyOf(last)) : null,
    total,
  };
}

/** A search text as an ILIKE pattern matching it anywhere, its wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
