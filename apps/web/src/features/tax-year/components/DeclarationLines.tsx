import type { ReactNode } from 'react';
import { formatRupees, type DeclarationLine, type TaxYearView } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';

const STATUS: Record<DeclarationLine['status'], string> = {
  declared: 'Not yet verified',
  accepted: 'Accepted',
  partly: 'Accepted in part',
  rejected: 'Rejected',
};

/** Each declared line: declared, verified, what counts now and why (issue 44). */
export function DeclarationLines({
  view,
  action,
}: {
  view: TaxYearView;
  action?: (line: DeclarationLine) => ReactNode;
}) {
  if (view.lines.length === 0) return <p className="text-sm text-muted-foreground">Nothing declared yet.</p>;
  return (
    <ul className="divide-y" aria-label="Declared lines">
      {view.lines.map((line) => (
        <li key={line.id} className="grid gap-1 py-2" data-testid="declaration-line">
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-medium">{line.label}</span>
            <span className="text-xs text-muted-foreground">
              {line.act2025} (was {line.act1961})
            </span>
            <Badge variant={line.status === 'declared' ? 'outline' : 'secondary'}>
              {STATUS[line.status]}
            </Badge>
          </div>
          <p className="text-sm">
            Declared {formatRupees(line.declared)}
            {line.verified !== null ? ` · verified ${formatRupees(line.verified)}` : ''} · counts{' '}
            <span data-testid="counted">{formatRupees(line.counted)}</span>
          </p>
          {line.note || line.reason ? (
            <p className="text-xs text-muted-foreground">
              {[line.reason, line.note].filter(Boolean).join(' · ')}
            </p>
          ) : null}
          {action?.(line)}
        </li>
      ))}
    </ul>
  );
}
