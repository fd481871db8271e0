import { PAYROLL_MESSAGES, exportQueryString, orgDate, type Role } from '@hrms/shared';
import { FileText } from 'lucide-react';
import { ExportButtons } from '../../../components/export-buttons';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { formatDateDMY, formatRupees } from '../../../lib/format';
import { useOrgConfig } from '../../../lib/org-config';
import { ownSalariesPath, payrollKeys } from '../api/keys';
import { useMySalaries } from '../api/my-salaries';
import { SalaryFilters } from './SalaryFilters';
import { SalaryEmpty, SalaryLoadError, SalaryTableSkeleton } from './SalaryListState';
import { SalarySlipDialog } from './SalarySlipDialog';
import { useSalaryFilter } from './use-salary-filter';
import { useSlipOpener } from './use-slip-opener';

/** 'Date Punched': the generation instant as a DD/MM/YYYY date in the organisation's timezone. */
export const punchedOn = (iso: string, timeZone: string) => formatDateDMY(orgDate(new Date(iso), timeZone));

/** My own records: S.No, Month, Amount (₹), Status, Date Punched, View Slip, with month and year filters. */
export function MySalaryHistory({ userId, role }: { userId: string; role: Role }) {
  const query = useMySalaries(role, userId);
  const { filter, setFilter, years, rows, paging } = useSalaryFilter(query.data);
  const { openSlip, slip, closeSlip } = useSlipOpener(payrollKeys.mine(userId));
  const { timeZone } = useOrgConfig();

  if (query.isPending) return <SalaryTableSkeleton />;
  if (query.isError) return <SalaryLoadError onRetry={() => void query.refetch()} />;

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <SalaryFilters value={filter} onChange={setFilter} years={years} label="My salary history" />
        <ExportButtons
          label="my salary history"
          fallbackName="salary-history-mine"
          pathFor={(format) =>
            `${ownSalariesPath(role, userId)}/export?${exportQueryString({ format, ...filter })}`
          }
        />
      </div>
      {rows.length === 0 ? (
        <SalaryEmpty message={PAYROLL_MESSAGES.noRecords} />
      ) : (
        <>
          <Table aria-label="My salary history">
            <TableHeader>
              <TableRow>
                <TableHead>S.No</TableHead>
                <TableHead>Month</TableHead>
                <TableHead>Amount (₹)</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Date Punched</TableHead>
                <TableHead>View Slip</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {paging.pageRows.map((record, index) => (
                <TableRow key={record._id}>
                  <TableCell>{paging.offset + index + 1}</TableCell>
                  <TableCell className="whitespace-nowrap">{record.month}</TableCell>
                  <TableCell className="whitespace-nowrap tabular-nums">
                    {formatRupees(record.amount)}
                  </TableCell>
                  <TableCell>
                    <Badge variant="success">{record.status}</Badge>
                  </TableCell>
                  <TableCell>{punchedOn(record.date, timeZone)}</TableCell>
                  <TableCell>
                    <ViewSlipButton
                      disabled={!record.slipPath}
                      label={`View Slip (${record.month})`}
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
            label="My salary history pages"
          />
        </>
      )}
      <SalarySlipDialog path={slip?.path} title={slip?.title} onClose={closeSlip} />
    </div>
  );
}

export function ViewSlipButton({
  onClick,
  label,
  disabled,
}: {
  onClick: () => void;
  label: string;
  disabled?: boolean;
}) {
  return (
    <Button variant="outline" size="sm" onClick={onClick} disabled={disabled} aria-label={label}>
      <FileText aria-hidden="true" />
      View Slip
    </Button>
  );
}
