import { formatDateDMY, formatRupees, type Claim } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';
import { useT } from '../../../lib/i18n/app';
import { formatPeriodText, toDigits } from '../../../lib/i18n/format';

const STATUS_VARIANT = { Pending: 'secondary', Approved: 'success', Rejected: 'destructive' } as const;

/** One claim: status, lines with their receipts and what was approved, and who decided when. */
export function ClaimCard({ claim, children }: { claim: Claim; children?: React.ReactNode }) {
  const { t, language, digits } = useT();
  const money = (rupees: number) => toDigits(formatRupees(rupees), digits);
  const date = (iso: string) => toDigits(formatDateDMY(iso), digits);
  const waiting =
    claim.status === 'Pending'
      ? claim.currentDecider
        ? t('money.withName', { name: claim.currentDecider.name })
        : t('money.withHr')
      : null;
  return (
    <article
      className="grid gap-2 rounded-md border p-3"
      aria-label={t('claim.card', { number: claim.number })}
      data-testid="claim"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <strong>
          {claim.number} · {claim.employeeName}
        </strong>
        <Badge variant={STATUS_VARIANT[claim.status]}>{t(`leaveStatus.${claim.status}`)}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {t('claim.claimed', { amount: money(claim.claimed) })}
        {claim.approved !== null ? t('claim.approvedPart', { amount: money(claim.approved) }) : ''}
        {claim.payMonth
          ? t('claim.paidWith', { month: formatPeriodText(claim.payMonth, language, digits) })
          : ''}
        {waiting ? ` · ${waiting}` : ''}
      </p>
      <ul className="grid gap-1 text-sm">
        {claim.lines.map((line) => (
          <li key={line.id} className="flex flex-wrap justify-between gap-2 border-t pt-1">
            <span>
              {date(line.date)} · {line.category} · {line.description}
              {line.distanceKm !== null
                ? ` ${t('claim.km', { km: toDigits(String(line.distanceKm), digits) })}`
                : ''}
              {line.receiptUrl ? (
                <>
                  {' · '}
                  <a className="underline" href={line.receiptUrl} target="_blank" rel="noreferrer">
                    {t('claim.receiptLink')}
                  </a>
                </>
              ) : null}
              {line.reason ? (
                <span className="block text-muted-foreground">
                  {t('claim.reasonFor', { reason: line.reason })}
                </span>
              ) : null}
            </span>
            <span className="tabular-nums">
              {money(line.amount)}
              {line.approved !== null && line.approved !== line.amount ? ` → ${money(line.approved)}` : ''}
            </span>
          </li>
        ))}
      </ul>
      {claim.decisions.length > 0 ? (
        <ul className="text-xs text-muted-foreground">
          {claim.decisions.map((d) => (
            <li key={`${d.at}-${d.step}`}>
              {t(`moneyDecision.${d.action}`, { name: d.by.name, date: date(d.at.slice(0, 10)) })}
              {d.note ? `: ${d.note}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </article>
  );
}
