import { useState } from 'react';
import { PAGE_SIZE } from '@hrms/shared';
import { useT } from '../../lib/i18n/app';
import { toDigits } from '../../lib/i18n/format';
import { Button } from './button';

/**
 * Client-side paging of spec section 9: 10 rows a page, its own counter per table, back to page 1
 * when `resetKey` (a filter value) changes, and never past the last page when rows disappear.
 */
export function usePagination<T>(rows: readonly T[], resetKey: unknown = null, pageSize = PAGE_SIZE) {
  const [state, setState] = useState<{ page: number; key: unknown }>({ page: 1, key: resetKey });
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const requested = Object.is(state.key, resetKey) ? state.page : 1;
  const page = Math.min(requested, pageCount);
  const start = (page - 1) * pageSize;
  return {
    page,
    pageCount,
    /** Where row numbering (S.No) of this page starts, minus one. */
    offset: start,
    pageRows: rows.slice(start, start + pageSize),
    setPage: (next: number) => setState({ page: next, key: resetKey }),
  };
}

interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  label?: string;
}

/** 'Previous' / 'Page x of y' / 'Next'; hidden when there is one page or fewer. */
export function Pagination({ page, pageCount, onPageChange, label }: PaginationProps) {
  const { t, digits } = useT();
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label={label ?? t('paging.label')}
      className="flex items-center justify-between gap-2 pt-3 sm:justify-end"
    >
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('paging.previous')}
      </Button>
      <span className="text-sm text-muted-foreground" aria-live="polite">
        {t('paging.pageOf', {
          page: toDigits(String(page), digits),
          count: toDigits(String(pageCount), digits),
        })}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        {t('paging.next')}
      </Button>
    </nav>
  );
}
