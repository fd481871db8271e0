import { PAYROLL_MESSAGES, type PayLine, type SalaryRecord } from '@hrms/shared';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { formatDateDMY, formatRupees } from '../../../lib/format';

const DIVISORS: Record<string, string> = {
  calendar: 'calendar days',
  fixed30: 'fixed 30 days',
  working: 'working days',
};

/** Rupees always with paise on a breakdown, so columns line up: ₹1,800.00. */
const rupees = (amount: number) => {
  const text = formatRupees(amount);
  return text.includes('.') ? text : `${text}.00`;
};

function Lines({ title, lines, total }: { title: string; lines: PayLine[]; total?: [string, number] }) {
  return (
    <section aria-label={title} className="min-w-0">
      <h3 className="mb-1 text-sm font-semibold">{title}</h3>
      {lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">None</p>
      ) : (
        <dl className="grid gap-1 text-sm">
          {lines.map((line) => (
            <div key={line.code} className="flex justify-between gap-3">
              <dt className="text-muted-foreground">{line.name}</dt>
              <dd className="tabular-nums">{rupees(line.amount)}</dd>
            </div>
          ))}
          {total && (
            <div className="flex justify-between gap-3 border-t pt-1 font-semibold">
              <dt>{total[0]}</dt>
              <dd className="tabular-nums">{rupees(total[1])}</dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}

const days = (n: number) => String(Math.round(n * 100) / 100);

/** How a record's net pay came about (issue 21): days, earnings beside deductions, employer share, net, YTD. */
export function SalaryBreakdownDialog({
  record,
  onClose,
}: {
  record: SalaryRecord | null;
  onClose: () => void;
}) {
  if (!record) return null;
  const b = record.breakdown ?? null;
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Salary breakdown - {record.month}</DialogTitle>
          <DialogDescription>
            {record.employeeName}: net pay {rupees(record.amount)}
          </DialogDescription>
        </DialogHeader>
        {!b ? (
          <p className="text-sm">
            This record was generated before salary breakdowns existed; the slip shows how it was computed.
          </p>
        ) : (
          <div className="grid gap-4">
            <dl
              aria-label="Days"
              className="grid grid-cols-2 gap-2 rounded-md bg-muted p-3 text-sm sm:grid-cols-4"
            >
              {[
                ['Month days', days(b.daysInMonth)],
                ['Paid days', days(b.paidDays)],
                ['Loss of pay days', days(b.lopDays)],
                ['Divisor', `${days(b.divisor)} (${DIVISORS[b.divisorKind] ?? b.divisorKind})`],
              ].map(([label, value]) => (
                <div key={label}>
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="font-semibold">{value}</dd>
                </div>
              ))}
            </dl>
            {b.lopDates.length > 0 && (
              <p className="text-sm text-muted-foreground">
                Loss of pay on:{' '}
                {b.lopDates
                  .map(
                    (d) => `${formatDateDMY(d.date)} ${d.reason}${d.days === 1 ? '' : ` (${days(d.days)})`}`,
                  )
                  .join(', ')}
              </p>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <Lines title="Earnings" lines={b.earnings} total={['Gross earnings', b.gross]} />
              <Lines
                title="Deductions"
                lines={b.deductions}
                total={['Total deductions', b.totalDeductions]}
              />
            </div>
            {b.employerContributions.length > 0 && (
              <Lines title="Employer contributions (not part of net pay)" lines={b.employerContributions} />
            )}
            {b.carried && b.carried.length > 0 && (
              <p className="text-sm text-muted-foreground" data-testid="carried">
                {PAYROLL_MESSAGES.carriedToNextMonth(
                  b.carried.map((line) => `${line.name} ${formatRupees(line.amount)}`).join('; '),
                )}
              </p>
            )}
            <div className="flex items-center justify-between rounded-md border p-3">
              <span className="font-semibold">Net pay</span>
              <span className="text-lg font-semibold tabular-nums">{rupees(b.net)}</span>
            </div>
            <p className="text-sm text-muted-foreground">
              Year to date: gross {rupees(b.ytd.gross)}, TDS {rupees(b.ytd.tds)}
            </p>
            {b.attendanceUpTo && (
              <p className="text-sm text-muted-foreground">
                {PAYROLL_MESSAGES.attendanceCutOff(formatDateDMY(b.attendanceUpTo))}
              </p>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
