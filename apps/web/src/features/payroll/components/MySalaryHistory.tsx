import type { Role } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';
import { formatRupees } from '../../../lib/format';
import { translateOr, useT } from '../../../lib/i18n/app';
import { formatPeriodText, toDigits } from '../../../lib/i18n/format';
import { ownSalariesExportPath } from '../api/exports';
import { mySalariesQuery } from '../api/my-salaries';
import { SalaryHistoryList, type SalaryColumn } from './SalaryHistoryList';

/** My own records: S.No, Month, Amount (₹), Status, Date Punched, View Slip, with month and year filters. */
export function MySalaryHistory({ userId, role }: { userId: string; role: Role }) {
  const { t, language, digits } = useT();
  const period = (month: string) => formatPeriodText(month, language, digits);
  const columns: SalaryColumn[] = [
    { header: t('salary.serial'), cell: (_record, serial) => toDigits(String(serial), digits) },
    { header: t('salary.month'), className: 'whitespace-nowrap', cell: (record) => period(record.month) },
    {
      header: t('salary.amount'),
      className: 'whitespace-nowrap tabular-nums',
      cell: (record) => toDigits(formatRupees(record.amount), digits),
    },
    {
      header: t('salary.status'),
      cell: (record) => (
        <Badge variant="success">{translateOr(`salaryStatus.${record.status}`, record.status)}</Badge>
      ),
    },
  ];
  return (
    <SalaryHistoryList
      source={mySalariesQuery(role, userId)}
      label={t('salary.mineLabel')}
      exportPath={ownSalariesExportPath(role, userId)}
      exportFileName="salary-history-mine"
      columns={columns}
      slipLabel={(record) => t('salary.viewSlipFor', { period: period(record.month) })}
      breakdownLabel={(record) => t('salary.breakdownFor', { period: period(record.month) })}
    />
  );
}
