import { HOLIDAY_MESSAGES as M, type HolidayBatchResult } from '@hrms/shared';

/** What an import or the national holidays did: how many were added, and each row left out with why. */
export function BatchReport({ result }: { result: HolidayBatchResult }) {
  const count = result.created.length;
  return (
    <div className="grid gap-2" aria-live="polite">
      <p className="text-sm font-medium">{count === 0 ? 'No holidays added.' : M.added(count)}</p>
      {result.errors.length > 0 ? (
        <div className="grid gap-1">
          <p className="text-sm text-muted-foreground">
            {result.errors.length === 1
              ? '1 row was not added:'
              : `${result.errors.length} rows were not added:`}
          </p>
          <ul aria-label="Rows not added" className="max-h-48 overflow-y-auto rounded-md border text-sm">
            {result.errors.map((error) => (
              <li
                key={`${error.line}-${error.message}`}
                className="flex gap-2 border-b px-3 py-1.5 last:border-b-0"
              >
                <span className="shrink-0 font-medium whitespace-nowrap">Line {error.line}</span>
                <span className="break-words text-destructive">{error.message}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
