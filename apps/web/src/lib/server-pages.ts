import { useEffect, useState } from 'react';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { PAGE_SIZE, type Page } from '@hrms/shared';

/**
 * A table paged by the server (docs/paging.md): spec section 9's 10 rows a page with Previous / 'Page
 * x of y' / Next, each page asked for with the previous page's cursor (keyset paging) and kept, so
 * Previous costs nothing. `key` holds the filters: a new key starts again on page 1. Invalidating the
 * key's prefix reloads the pages already seen. `pageSize` changes the 10 for a list of cards (the claims queues
 * ask for 50).
 */
export function useServerPages<T>(
  key: QueryKey,
  fetchPage: (query: { limit: number; cursor?: string }, signal: AbortSignal) => Promise<Page<T>>,
  options: { refetchInterval?: number; pageSize?: number } = {},
) {
  const { pageSize = PAGE_SIZE, ...queryOptions } = options;
  const query = useInfiniteQuery({
    ...queryOptions,
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      fetchPage(pageParam ? { limit: pageSize, cursor: pageParam } : { limit: pageSize }, signal),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const keyText = JSON.stringify(key);
  const [state, setState] = useState({ page: 1, key: keyText });
  const loaded = query.data?.pages ?? [];
  const total = loaded[loaded.length - 1]?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const requested = state.key === keyText ? state.page : 1;
  // Never past what is loaded (a page still arriving shows the one before) or past the last page.
  const page = Math.max(1, Math.min(requested, pageCount, loaded.length || 1));
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (requested > loaded.length && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [requested, loaded.length, hasNextPage, isFetchingNextPage, fetchNextPage]);
  return {
    query,
    total,
    page,
    pageCount,
    /** Where row numbering (S.No) of this page starts, minus one. */
    offset: (page - 1) * pageSize,
    pageRows: loaded[page - 1]?.rows ?? [],
    setPage: (next: number) => setState({ page: next, key: keyText }),
  };
}

/** A search text once typing has paused (`delay` ms), so each key press does not ask the server. */
export function useSettledText(text: string, delay = 300): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return settled.trim();
}
