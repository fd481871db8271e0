import { useEffect, useRef, useState, type ComponentProps, type RefObject } from 'react';
import { cn } from '../../lib/cn';

/** True while the element's content is wider than its box, i.e. while it scrolls sideways. */
function useScrollsSideways<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    // jsdom (unit tests) has no ResizeObserver; nothing scrolls there anyway.
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return [ref, scrolls] as const;
}

/**
 * Below 640 px a stacked table shows each row as a card: every cell on its own line, named by its column's
 * header (issue 40: at 360-390 px the columns on the right, the status and the row's action among them,
 * were out of sight with no hint). The names come from the header row, set on each cell as `data-label`
 * whenever the rows change, so no table repeats them. Cells hidden on purpose on a phone stay hidden.
 */
const STACKED = cn(
  'max-sm:block max-sm:[&_tbody]:block max-sm:[&_thead]:sr-only',
  'max-sm:[&_tbody_tr]:mb-3 max-sm:[&_tbody_tr]:block max-sm:[&_tbody_tr]:rounded-lg max-sm:[&_tbody_tr]:border max-sm:[&_tbody_tr]:px-1 max-sm:[&_tbody_tr]:py-1.5',
  'max-sm:[&_tbody_tr:last-child]:border',
  'max-sm:[&_td:not(.hidden)]:flex max-sm:[&_td]:min-h-9 max-sm:[&_td]:flex-wrap max-sm:[&_td]:items-center max-sm:[&_td]:justify-between max-sm:[&_td]:gap-x-3 max-sm:[&_td]:py-1 max-sm:[&_td]:text-right',
  'max-sm:[&_td[data-label]]:before:mr-auto max-sm:[&_td[data-label]]:before:text-left max-sm:[&_td[data-label]]:before:font-medium max-sm:[&_td[data-label]]:before:text-muted-foreground max-sm:[&_td[data-label]]:before:content-[attr(data-label)]',
);

/** Names each body cell after its column's header (colspans counted), for the stacked layout. */
function useCellLabels<T extends HTMLElement>(ref: RefObject<T | null>, enabled: boolean) {
  useEffect(() => {
    const table = ref.current?.querySelector('table');
    if (!enabled || !table) return;
    const label = () => {
      const headers = [...table.querySelectorAll('thead tr:last-child > th')].flatMap((th) =>
        Array<string>((th as HTMLTableCellElement).colSpan || 1).fill(th.textContent?.trim() ?? ''),
      );
      for (const row of table.querySelectorAll('tbody > tr')) {
        let column = 0;
        for (const cell of row.children as HTMLCollectionOf<HTMLTableCellElement>) {
          const name = cell.colSpan > 1 ? '' : (headers[column] ?? '');
          if (name && cell.getAttribute('data-label') !== name) cell.setAttribute('data-label', name);
          if (!name) cell.removeAttribute('data-label');
          column += cell.colSpan || 1;
        }
      }
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(table, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [ref, enabled]);
}

/**
 * Scrolls sideways inside its own box, so a wide table never widens the page on a phone; below 640 px
 * its rows stack as cards (`stack`, the default; a sheet of many day or money columns keeps its grid).
 * While it does scroll, the box joins the Tab order (named after the table) so keyboard users can
 * scroll it with the arrow keys (WCAG 2.1.1; axe rule scrollable-region-focusable).
 */
export function Table({ className, stack = true, ...props }: ComponentProps<'table'> & { stack?: boolean }) {
  const [ref, scrolls] = useScrollsSideways<HTMLDivElement>();
  useCellLabels(ref, stack);
  return (
    <div
      ref={ref}
      className="relative w-full overflow-x-auto rounded-md focus-visible:ring-3 focus-visible:ring-ring/40 focus-visible:outline-none"
      tabIndex={scrolls ? 0 : undefined}
      role={scrolls ? 'region' : undefined}
      aria-label={scrolls ? (props['aria-label'] ?? 'Table') : undefined}
    >
      {/* The roles are written out: a table shown as blocks keeps its rows and cells for assistive tech. */}
      <table
        role="table"
        className={cn('w-full caption-bottom text-sm', stack && STACKED, className)}
        {...props}
      />
    </div>
  );
}

export function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('[&_tr]:border-b', className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr role="row" className={cn('border-b transition-colors hover:bg-muted/60', className)} {...props} />
  );
}

export function TableHead({ className, ...props }: ComponentProps<'th'>) {
  return (
    <th
      role="columnheader"
      scope="col"
      className={cn(
        'h-10 px-3 text-left align-middle font-medium whitespace-nowrap text-muted-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td role="cell" className={cn('px-3 py-2.5 align-middle', className)} {...props} />;
}

/** @public a design-system primitive kept for the screens to come. */
export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('mt-3 text-sm text-muted-foreground', className)} {...props} />;
}
