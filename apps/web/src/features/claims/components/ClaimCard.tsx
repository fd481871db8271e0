import { formatRupees, type Claim } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';
import { formatDateDMY } from '../../../lib/format';

const STATUS_VARIANT = { Pending: 'secondary', Approved: 'success', Rejected: 'destructive' } as const;

/** One claim: status, lines with their receipts and what was approved, and who decided when. */
export function ClaimCard({ claim, children }: { claim: Claim; children?: React.ReactNode }) {
  const waiting =
    claim.status === 'Pending'
      ? claim.currentDecider
        ? `With ${claim.currentDecider.name}`
        : 'With HR'
      : null;
  return (
    <article
      className="grid gap-2 rounded-md border p-3"
      aria-label={`Claim ${claim.number}`}
      data-testid="claim"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <strong>
          {claim.number} · {claim.employeeName}
        </strong>
        <Badge variant={STATUS_VARIANT[claim.status]}>{claim.status}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        Claimed {formatRupees(claim.claimed)}
        {claim.approved !== null ? `, approved ${formatRupees(claim.approved)}` : ''}
        {claim.payMonth ? `, paid with the ${claim.payMonth} salary` : ''}
        {waiting ? ` · ${waiting}` : ''}
      </p>
      <ul className="grid gap-1 text-sm">
        {claim.lines.map((line) => (
          <li key={line.id} className="flex flex-wrap justify-between gap-2 border-t pt-1">
            <span>
              {formatDateDMY(line.date)} · {line.category} · {line.description}
              {line.distanceKm !== null ? ` (${line.distanceKm} km)` : ''}
              {line.receiptUrl ? (
                <>
                  {' · '}
                  <a className="underline" href={line.receiptUrl} target="_blank" rel="noreferrer">
                    Receipt
                  </a>
                </>
              ) : null}
              {line.reason ? (
                <span className="block text-muted-foreground">Reason: {line.reason}</span>
              ) : null}
            </span>
            <span className="tabular-nums">
              {formatRupees(line.amount)}
              {line.approved !== null && line.approved !== line.amount
                ? ` → ${formatRupees(line.approved)}`
                : ''}
            </span>
          </li>
        ))}
      </ul>
      {claim.decisions.length > 0 ? (
        <ul className="text-xs text-muted-foreground">
          {claim.decisions.map((d) => (
            <li key={`${d.at}-${d.step}`}>
              {d.action === 'forwarded'
                ? 'Approved and sent to HR'
                : d.action === 'approved'
                  ? 'Approved'
                  : 'Rejected'}{' '}
              by {d.by.name} on {formatDateDMY(d.at.slice(0, 10))}
              {d.note ? `: ${d.note}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </article>
  );
}
