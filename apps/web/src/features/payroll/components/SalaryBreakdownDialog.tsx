import type { PayLine, SalaryRecord } from '@hrms/shared';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { formatDateDMY, formatRupees } from '../../../lib/format';
import { translate, translateOr, useT } from '../../../lib/i18n/app';
import { formatPeriodText, toDigits } from '../../../lib/i18n/format';
import { currentDigits } from '../../../lib/i18n/store';

const DIVISORS = {
  calendar: 'payBreak.divCalendar',
  fixed30: 'payBreak.divFixed30',
  working: 'payBreak.divWorking',
} as const;

/** Rupees always with paise on a breakdown, so columns line up: ₹1,800.00, in the organisation's digits. */
const rupees = (amount: number) => {
  const text = formatRupees(amount);
  return toDigits(text.includes('.') ? text : `${text}.00`, currentDigits());
};

/** Why a day was unpaid ('Absent', 'Not marked', a leave type), in the language. */
const lopReason = (reason: string): string =>
  reason === 'Not marked' ? translate('payBreak.notMarked') : translateOr(`status.${reason}`, reason);

function Lines({ title, lines, total }: { title: string; lines: PayLine[]; total?: [string, number] }) {
  const { t } = useT();
  return (
    <section aria-label={title} className="min-w-0">
      <h3 className="mb-1 text-sm font-semibold">{title}</h3>
      {lines.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('payBreak.none')}</p>
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

const days = (n: number) => toDigits(String(Math.round(n * 100) / 100), currentDigits());

/** How a record's net pay came about (issue 21): days, earnings beside deductions, employer share, net, YTD. */
export function SalaryBreakdownDialog({
  record,
  onClose,
}: {
  record: SalaryRecord | null;
  onClose: () => void;
}) {
  const { t, language, digits } = useT();
  if (!record) return null;
  const b = record.breakdown ?? null;
  const date = (iso: string) => toDigits(formatDateDMY(iso), digits);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] max-w-3xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            {t('payBreak.title', { month: formatPeriodText(record.month, language, digits) })}
          </DialogTitle>
          <DialogDescription>
            {t('payBreak.description', { name: record.employeeName, amount: rupees(record.amount) })}
          </DialogDescription>
        </DialogHeader>
        {!b ? (
          <p className="text-sm">{t('payBreak.legacy')}</p>
        ) : (
          <div className="grid gap-4">
            <dl
              aria-label={t('payBreak.days')}
              className="grid grid-cols-2 gap-2 rounded-md bg-muted p-3 text-sm sm:grid-cols-4"
            >
              {[
                [t('payBreak.monthDays'), days(b.daysInMonth)],
                [t('payBreak.paidDays'), days(b.paidDays)],
                [t('payBreak.lopDays'), days(b.lopDays)],
                [
                  t('payBreak.divisor'),
                  `${days(b.divisor)} (${b.divisorKind in DIVISORS ? t(DIVISORS[b.divisorKind as keyof typeof DIVISORS]) : b.divisorKind})`,
                ],
              ].map(([label, value]) => (
                <div key={label}>
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="font-semibold">{value}</dd>
                </div>
              ))}
            </dl>
            {b.lopDates.length > 0 && (
              <p className="text-sm text-muted-foreground">
                {t('payBreak.lopOn')}{' '}
                {b.lopDates
                  .map(
                    (d) =>
                      `${date(d.date)} ${lopReason(d.reason)}${d.days === 1 ? '' : ` (${days(d.days)})`}`,
                  )
                  .join(', ')}
              </p>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <Lines
                title={t('payBreak.earnings')}
                lines={b.earnings}
                total={[t('payBreak.grossEarnings'), b.gross]}
              />
              <Lines
                title={t('payBreak.deductions')}
                lines={b.deductions}
                total={[t('payBreak.totalDeductions'), b.totalDeductions]}
              />
            </div>
            {b.employerContributions.length > 0 && (
              <Lines title={t('payBreak.employer')} lines={b.employerContributions} />
            )}
            {b.carried && b.carried.length > 0 && (
              <p className="text-sm text-muted-foreground" data-testid="carried">
                {t('payBreak.carried', {
                  lines: b.carried
                    .map((line) => `${line.name} ${toDigits(formatRupees(line.amount), digits)}`)
                    .join('; '),
                })}
              </p>
            )}
            <div className="flex items-center justify-between rounded-md border p-3">
              <span className="font-semibold">{t('payBreak.net')}</span>
              <span className="text-lg font-semibold tabular-nums">{rupees(b.net)}</span>
            </div>
            <p className="text-sm text-muted-foreground">
              {t('payBreak.ytd', { gross: rupees(b.ytd.gross), tds: rupees(b.ytd.tds) })}
            </p>
            {b.attendanceUpTo && (
              <p className="text-sm text-muted-foreground">
                {t('payBreak.cutOff', { date: date(b.attendanceUpTo) })}
              </p>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
