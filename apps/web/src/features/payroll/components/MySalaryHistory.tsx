import type { Role } from '@hrms/shared';
import { Badge } from '../../../components/ui/badge';
import { formatRupees } from '../../../lib/format';
import { ownSalariesExportPath } from '../api/exports';
import { mySalariesQuery } from '../api/my-salaries';
import { SalaryHistoryList, type SalaryColumn } from './SalaryHistoryList';

const COLUMNS: SalaryColumn[] = [
  { header: 'S.No', cell: (_record, serial) => serial },
  { header: 'Month', className: 'whitespace-nowrap', cell: (record) => record.month },
  {
    header: 'Amount (₹)',
    className: 'whitespace-nowrap tabular-nums',
    cell: (record) => formatRupees(record.amount),
  },
  { header: 'Status', cell: (record) => <Badge variant="success">{record.status}</Badge> },
];

/** My own records: S.No, Month, Amount (₹), Status, Date Punched, View Slip, with month and year filters. */
export function MySalaryHistory({ userId, role }: { userId: string; role: Role }) {
  return (
    <SalaryHistoryList
      source={mySalariesQuery(role, userId)}
      label="My salary history"
      exportPath={ownSalariesExportPath(role, userId)}
      exportFileName="salary-history-mine"
      columns={COLUMNS}
      slipLabel={(record) => `View Slip (${record.month})`}
    />
  );
}
