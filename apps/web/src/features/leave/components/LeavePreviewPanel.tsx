import type { LeaveBalance } from '@hrms/shared';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateDMY } from '../../../lib/format';
import { translate, useT } from '../../../lib/i18n/app';
import { errorText } from '../../../lib/i18n/errors';
import { toDigits } from '../../../lib/i18n/format';
import { currentDigits } from '../../../lib/i18n/store';
import { useOrgToday } from '../../../lib/org-clock';
import { useLeaveBalances } from '../api/balances';
import { previewInput, useLeavePreview } from '../api/preview';
import { balanceSentence } from './balance-sentence';
import { daysText, numberText, typeText } from './leave-text';

interface LeavePreviewPanelProps {
  userId: string;
  type: string;
  startDate: string;
  endDate: string;
  /** The type spans several days (Sick Leave, or a custom type that says so; issue 40). */
  multiDay?: boolean;
  /** A half day of a custom type that allows it. */
  halfDay?: boolean;
}

function balanceText(type: string, balances: readonly LeaveBalance[] | undefined): string | null {
  const own = balances?.find((balance) => balance.type === type);
  if (!own) return null;
  const source = own.countsAgainst
    ? (balances?.find((balance) => balance.type === own.countsAgainst) ?? own)
    : own;
  const monthly =
    own.monthMax !== null
      ? translate('preview.monthly', { used: numberText(own.monthUsed ?? 0), max: numberText(own.monthMax) })
      : '';
  if (source.unlimited || source.available === null)
    return translate('preview.noQuota', { type: typeText(type), monthly });
  const from = source.type === type ? '' : translate('preview.takenFrom', { type: typeText(source.type) });
  return translate('preview.balance', {
    type: typeText(type),
    from,
    days: daysText(source.available),
    monthly,
  });
}

const dateList = (dates: readonly string[]) =>
  dates.map((date) => toDigits(formatDateDMY(date), currentDigits())).join(', ');

/** 'This request takes <strong>2 days</strong> ...': the message split around its figure, in the language. */
function Takes({ days, rest }: { days: string; rest: Record<string, string> }) {
  const MARK = '\u0001';
  const [before = '', after = ''] = translate('preview.takes', { days: MARK, ...rest }).split(MARK);
  return (
    <p>
      {before}
      <strong>{days}</strong>
      {after}
    </p>
  );
}

/** What the request would take (issue 20): the type's balance, working and sandwiched days, unpaid days, a refusal. */
export function LeavePreviewPanel({
  userId,
  type,
  startDate,
  endDate,
  multiDay,
  halfDay = false,
}: LeavePreviewPanelProps) {
  const { t } = useT();
  const balances = useLeaveBalances(userId);
  const today = useOrgToday();
  const input = previewInput(type, startDate, endDate, multiDay, halfDay);
  const preview = useLeavePreview(userId, input);
  if (!type) return null;
  const data = input ? preview.data : undefined;
  // Issue 40: once the dates are known, one sentence that adds up replaces today's balance, so the figure
  // shown and a refusal's figure are the same number.
  const sentence = data && input ? balanceSentence(data, input.startDate, today) : null;
  const balance = sentence ?? balanceText(type, balances.data);

  return (
    <div
      aria-live="polite"
      data-testid="leave-preview"
      className="grid gap-1 rounded-md border bg-muted/40 p-3 text-sm"
    >
      <p className="font-medium" data-testid="leave-balance-sentence">
        {balance ?? (balances.isPending ? t('preview.loadingBalance') : null)}
      </p>
      {input && preview.isPending ? <Spinner label={t('preview.working')} /> : null}
      {input && preview.isError ? <p className="text-muted-foreground">{errorText(preview.error)}</p> : null}
      {data ? (
        <>
          <Takes
            days={daysText(data.days)}
            rest={{
              of: data.balanceType !== data.type ? t('balance.of', { type: typeText(data.balanceType) }) : '',
              working:
                data.workingDates.length > 0
                  ? t('preview.workingDays', { dates: dateList(data.workingDates) })
                  : '',
            }}
          />
          {data.sandwichDates.length > 0 ? (
            <p>{t('preview.sandwich', { dates: dateList(data.sandwichDates) })}</p>
          ) : null}
          {data.unpaidDays > 0 ? (
            <p className="font-medium text-[oklch(0.45_0.11_60)]">
              {t('preview.unpaid', { days: daysText(data.unpaidDays) })}
            </p>
          ) : null}
          {data.refusal ? <p className="font-medium text-[oklch(0.47_0.19_27)]">{data.refusal}</p> : null}
        </>
      ) : null}
    </div>
  );
}
