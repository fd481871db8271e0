import { ADVANCE_MESSAGES as M, formatDateDMY, formatRupees, type Advance } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';
import { useT } from '../../../lib/i18n/app';
import { formatPeriodText, toDigits } from '../../../lib/i18n/format';

const STATUS_VARIANT = { Pending: 'secondary', Approved: 'success', Rejected: 'destructive' } as const;
/** The decisions an advance's history names (the server's actions); any other is shown as it comes. */
const DECISIONS = [
  'forwarded',
  'approved',
  'rejected',
  'recorded',
  'paid',
  'pause',
  'reschedule',
  'waive',
] as const;
const isDecision = (action: string): action is (typeof DECISIONS)[number] =>
  (DECISIONS as readonly string[]).includes(action);

/**
 * The next payslip's recovery line, as payroll will write it: the first instalment still open, named with what is
 * left after it ('Advance recovery (₹8,000 left)'); null when nothing is open.
 */
export function nextRecovery(advance: Advance): { month: string; name: string; amount: number } | null {
  const open = advance.instalments.find((i) => i.status === 'due' || i.status === 'carried');
  if (!open || advance.status !== 'Approved') return null;
  return {
    month: open.month,
    name: M.recoveryLine(advance.kind, advance.outstanding - open.amount),
    amount: open.amount,
  };
}

/** One advance or loan: status, how it is paid, the outstanding balance, the next recovery and the schedule. */
export function AdvanceCard({ advance, children }: { advance: Advance; children?: React.ReactNode }) {
  const { t, language, digits } = useT();
  const money = (rupees: number) => toDigits(formatRupees(rupees), digits);
  const date = (iso: string) => toDigits(formatDateDMY(iso), digits);
  const month = (text: string) => formatPeriodText(text, language, digits);
  const kind = t(`adv.kind.${advance.kind}`);
  const waiting =
    advance.status === 'Pending'
      ? advance.currentDecider
        ? t('money.withName', { name: advance.currentDecider.name })
        : t('money.withHr')
      : null;
  const next = nextRecovery(advance);
  const paid = advance.disbursedIn
    ? t('adv.paidOutWith', { month: month(advance.disbursedIn) })
    : advance.paidOn
      ? t('adv.paidOn', { date: date(advance.paidOn) })
      : advance.disbursal === 'separate'
        ? t('adv.toBePaid')
        : null;
  return (
    <article
      className="grid gap-2 rounded-md border p-3"
      aria-label={t('adv.card', { kind, amount: money(advance.amount), name: advance.employeeName })}
      data-testid="advance"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <strong>
          {kind} · {advance.employeeName} · {money(advance.amount)}
        </strong>
        <Badge variant={STATUS_VARIANT[advance.status]}>{t(`leaveStatus.${advance.status}`)}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {advance.reason} · {t('adv.count', { count: toDigits(String(advance.instalmentCount), digits) })}
        {paid ? ` · ${paid}` : ''}
        {waiting ? ` · ${waiting}` : ''}
      </p>
      {advance.status === 'Approved' ? (
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-muted-foreground">{t('adv.recovered')}</dt>
            <dd className="tabular-nums">{money(advance.recovered)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('adv.waived')}</dt>
            <dd className="tabular-nums">{money(advance.waived)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">{t('adv.outstanding')}</dt>
            <dd className="font-medium tabular-nums">{money(advance.outstanding)}</dd>
          </div>
        </dl>
      ) : null}
      {next ? (
        <p className="rounded-md bg-muted p-2 text-sm" data-testid="next-recovery">
          {t('adv.next', {
            month: month(next.month),
            line: t('adv.recoveryLine', { kind, left: money(advance.outstanding - next.amount) }),
            amount: money(next.amount),
          })}
        </p>
      ) : null}
      {advance.instalments.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label={t('adv.schedule')}>
          {advance.instalments.map((i) => (
            <li key={i.id} className="flex flex-wrap justify-between gap-2 border-t pt-1">
              <span>
                {toDigits(String(i.seq), digits)}. {month(i.month)} · {t(`instalment.${i.status}`)}
                {i.note ? <span className="block text-muted-foreground">{i.note}</span> : null}
              </span>
              <span className="tabular-nums">{money(i.amount)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {advance.decisions.length > 0 ? (
        <ul className="text-xs text-muted-foreground">
          {advance.decisions.map((d) => {
            const values = { name: d.by.name, date: date(d.at.slice(0, 10)) };
            return (
              <li key={`${d.at}-${d.action}`}>
                {isDecision(d.action)
                  ? t(`moneyDecision.${d.action}`, values)
                  : t('moneyDecision.other', { ...values, action: d.action })}
                {d.note ? `: ${d.note}` : ''}
              </li>
            );
          })}
        </ul>
      ) : null}
      {children}
    </article>
  );
}
