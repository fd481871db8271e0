import { allSalariesQuery } from '../api/all-salaries';
import { allSalariesExportPath } from '../api/exports';
import { SalaryHistoryList, type SalaryColumn } from './SalaryHistoryList';

const COLUMNS: SalaryColumn[] = [
  { header: 'Employee', className: 'font-medium', cell: (record) => record.employeeName },
  { header: 'Salary Period', className: 'whitespace-nowrap', cell: (record) => record.month },
];

/** Admin: everyone's records (Employee, Salary Period, Date Punched, View Slip), filterable by month and year. */
export function AllSalaryHistory() {
  return (
    <SalaryHistoryList
      source={allSalariesQuery}
      label="All salary history"
      exportPath={allSalariesExportPath()}
      exportFileName="salary-history-all"
      columns={COLUMNS}
      slipLabel={(record) => `View Slip (${record.employeeName}, ${record.month})`}
    />
  );
}
