import { ADVANCE_MESSAGES as M, formatRupees, type Advance } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';
import { formatDateDMY } from '../../../lib/format';

const STATUS_VARIANT = { Pending: 'secondary', Approved: 'success', Rejected: 'destructive' } as const;
const INSTALMENT_LABEL = {
  due: 'Due',
  recovered: 'Recovered',
  carried: 'Carried',
  waived: 'Waived',
} as const;
const DECISION_LABEL: Record<string, string> = {
  forwarded: 'Approved and sent to HR',
  approved: 'Approved',
  rejected: 'Rejected',
  recorded: 'Recorded',
  paid: 'Marked paid',
  pause: 'Paused',
  reschedule: 'Rescheduled',
  waive: 'Waived',
};

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
  const waiting =
    advance.status === 'Pending'
      ? advance.currentDecider
        ? `With ${advance.currentDecider.name}`
        : 'With HR'
      : null;
  const next = nextRecovery(advance);
  const paid = advance.disbursedIn
    ? `paid out with the ${advance.disbursedIn} salary`
    : advance.paidOn
      ? `paid on ${formatDateDMY(advance.paidOn)}`
      : advance.disbursal === 'separate'
        ? 'to be paid separately'
        : null;
  return (
    <article
      className="grid gap-2 rounded-md border p-3"
      aria-label={`${advance.kind} of ${formatRupees(advance.amount)} for ${advance.employeeName}`}
      data-testid="advance"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <strong>
          {advance.kind} · {advance.employeeName} · {formatRupees(advance.amount)}
        </strong>
        <Badge variant={STATUS_VARIANT[advance.status]}>{advance.status}</Badge>
      </div>
      <p className="text-sm text-muted-foreground">
        {advance.reason} · {advance.instalmentCount} monthly instalment(s)
        {paid ? ` · ${paid}` : ''}
        {waiting ? ` · ${waiting}` : ''}
      </p>
      {advance.status === 'Approved' ? (
        <dl className="grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-muted-foreground">Recovered</dt>
            <dd className="tabular-nums">{formatRupees(advance.recovered)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Waived</dt>
            <dd className="tabular-nums">{formatRupees(advance.waived)}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Outstanding</dt>
            <dd className="font-medium tabular-nums">{formatRupees(advance.outstanding)}</dd>
          </div>
        </dl>
      ) : null}
      {next ? (
        <p className="rounded-md bg-muted p-2 text-sm" data-testid="next-recovery">
          Next payslip ({next.month}): {next.name} {formatRupees(next.amount)}
        </p>
      ) : null}
      {advance.instalments.length > 0 ? (
        <ul className="grid gap-1 text-sm" aria-label="Schedule">
          {advance.instalments.map((i) => (
            <li key={i.id} className="flex flex-wrap justify-between gap-2 border-t pt-1">
              <span>
                {i.seq}. {i.month} · {INSTALMENT_LABEL[i.status]}
                {i.note ? <span className="block text-muted-foreground">{i.note}</span> : null}
              </span>
              <span className="tabular-nums">{formatRupees(i.amount)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {advance.decisions.length > 0 ? (
        <ul className="text-xs text-muted-foreground">
          {advance.decisions.map((d) => (
            <li key={`${d.at}-${d.action}`}>
              {DECISION_LABEL[d.action] ?? d.action} by {d.by.name} on {formatDateDMY(d.at.slice(0, 10))}
              {d.note ? `: ${d.note}` : ''}
            </li>
          ))}
        </ul>
      ) : null}
      {children}
    </article>
  );
}
