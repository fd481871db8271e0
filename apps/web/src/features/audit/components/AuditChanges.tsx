import type { AuditEntry } from '@hrms/shared';
import { changeLines } from './audit-format';

/** The readable before → after diff of one entry. */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const lines = changeLines(entry.before, entry.after);
  if (lines.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <dl className="grid gap-0.5 text-xs">
      {lines.map((line) => (
        <div key={line.field} className="flex flex-wrap gap-x-1">
          <dt className="font-medium">{line.field}:</dt>
          <dd className="wrap-anywhere">
            {line.before !== undefined && line.after !== undefined ? (
              <>
                <del className="text-muted-foreground">{line.before}</del>
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> changed to </span>
                <ins className="no-underline">{line.after}</ins>
              </>
            ) : line.after !== undefined ? (
              line.after
            ) : (
              <del className="text-muted-foreground">{line.before}</del>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
