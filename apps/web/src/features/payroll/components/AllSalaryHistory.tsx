import { PAYROLL_MESSAGES, exportQueryString } from '@hrms/shared';
import { ExportButtons } from '../../../components/export-buttons';
import { Pagination } from '../../../components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { useOrgConfig } from '../../../lib/org-config';
import { useAllSalaries } from '../api/all-salaries';
import { payrollKeys } from '../api/keys';
import { ViewSlipButton, punchedOn } from './MySalaryHistory';
import { SalaryFilters } from './SalaryFilters';
import { SalaryEmpty, SalaryLoadError, SalaryTableSkeleton } from './SalaryListState';
import { SalarySlipDialog } from './SalarySlipDialog';
import { useSalaryFilter } from './use-salary-filter';
import { useSlipOpener } from './use-slip-opener';

/** Admin: everyone's records (Employee, Salary Period, Date Punched, View Slip), filterable by month and year. */
export function AllSalaryHistory() {
  const query = useAllSalaries();
  const { filter, setFilter, years, rows, paging } = useSalaryFilter(query.data);
  const { openSlip, slip, closeSlip } = useSlipOpener(payrollKeys.everyone);
  const { timeZone } = useOrgConfig();

  if (query.isPending) return <SalaryTableSkeleton />;
  if (query.isError) return <SalaryLoadError onRetry={() => void query.refetch()} />;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SalaryFilters value={filter} onChange={setFilter} years={years} label="All salary history" />
        <ExportButtons
          label="all salary history"
          fallbackName="salary-history-all"
          pathFor={(format) => `/admin/salaries/export?${exportQueryString({ format, ...filter })}`}
        />
      </div>
      {rows.length === 0 ? (
        <SalaryEmpty message={PAYROLL_MESSAGES.noRecords} />
      ) : (
        <>
          <Table aria-label="All salary history">
            <TableHeader>
              <TableRow>
                <TableHead>Employee</TableHead>
                <TableHead>Salary Period</TableHead>
                <TableHead>Date Punched</TableHead>
                <TableHead>View Slip</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {paging.pageRows.map((record) => (
                <TableRow key={record._id}>
                  <TableCell className="font-medium">{record.employeeName}</TableCell>
                  <TableCell className="whitespace-nowrap">{record.month}</TableCell>
                  <TableCell>{punchedOn(record.date, timeZone)}</TableCell>
                  <TableCell>
                    <ViewSlipButton
                      disabled={!record.slipPath}
                      label={`View Slip (${record.employeeName}, ${record.month})`}
                      onClick={() => openSlip(record)}
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pagination
            page={paging.page}
            pageCount={paging.pageCount}
            onPageChange={paging.setPage}
            label="All salary history pages"
          />
        </>
      )}
      <SalarySlipDialog path={slip?.path} title={slip?.title} onClose={closeSlip} />
    </div>
  );
}
