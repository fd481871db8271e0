import { useState } from 'react';
import { CalendarX2 } from 'lucide-react';
import type { Role } from '@hrms/shared';
import { ExportButtons } from '../../../../components/export-buttons';
import { renderListState } from '../../../../components/ui/list-state';
import {
  cutQuery,
  StructureCutFilters,
  SubtotalsTables,
  useStructured,
  type StructureCut,
} from '../../../../components/structure-cut';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../../components/ui/table';
import { callPath } from '../../../../lib/api-client';
import { formatDateDMY } from '../../../../lib/format';
import { useBalancesReport } from '../../api/balances-report';

/**
 * Everyone's leave balances (issue 42, HR and Admin): the days left of each type with a quota, cut by
 * department and location (read today while the leave year runs) and added up per department and location.
 */
export function BalancesReport({ role }: { role: Role }) {
  const [cut, setCut] = useState<StructureCut>({});
  const structured = useStructured();
  const params = cutQuery(cut, structured);
  const query = useBalancesReport(role, params);
  const report = query.data;
  const columns = (report?.types ?? []).map((type) => ({ key: type, header: type }));
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap gap-3">
        <StructureCutFilters id="balances" value={cut} onChange={setCut} />
        <div className="flex items-end">
          <ExportButtons
            label="leave balances"
            fallbackName="leave-balances"
            pathFor={(format) =>
              callPath('leavePolicy', 'balancesReportExport', { role, query: { format, ...params } })
            }
          />
        </div>
      </div>
      {report ? (
        <p className="text-xs text-muted-foreground">
          Leave year {formatDateDMY(report.from)} to {formatDateDMY(report.to)}; departments and locations as
          on {formatDateDMY(report.asOf)}.
        </p>
      ) : null}
      {renderListState({
        query,
        loading: 'Loading leave balances',
        empty:
          columns.length === 0
            ? 'No leave type has a yearly quota yet, so there is no balance to show.'
            : 'No one here.',
        isEmpty: !report || report.rows.length === 0 || columns.length === 0,
        icon: CalendarX2,
      }) ?? (
        <>
          <Table aria-label="Leave balances" className="text-xs">
            <TableHeader>
              <TableRow>
                <TableHead>Employee</TableHead>
                <TableHead>Department</TableHead>
                <TableHead>Location</TableHead>
                {columns.map((column) => (
                  <TableHead key={column.key} className="text-right">
                    {column.header}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {report!.rows.map((row) => (
                <TableRow key={row.employeeId}>
                  <TableCell>
                    <span className="block font-medium">{row.employeeName}</span>
                    <span className="text-muted-foreground">{row.employeeCode}</span>
                  </TableCell>
                  <TableCell>{row.department ?? '-'}</TableCell>
                  <TableCell>{row.location ?? '-'}</TableCell>
                  {columns.map((column) => (
                    <TableCell key={column.key} className="text-right tabular-nums">
                      {row.available[column.key] ?? 0}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <SubtotalsTables subtotals={report!.subtotals} columns={columns} />
        </>
      )}
    </div>
  );
}
