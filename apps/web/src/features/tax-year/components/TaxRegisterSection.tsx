import { useState } from 'react';
import { FileSpreadsheet } from 'lucide-react';
import { formatRupees, MONTH_NAMES, type Role } from '@hrms/shared';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { renderListState } from '../../../components/ui/list-state';
import { NativeSelect } from '../../../components/ui/native-select';
import { SectionCard } from '../../../components/ui/section-card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table';
import { toast } from '../../../lib/toast';
import { downloadTaxRegister, useTaxRegister } from '../api/forms';
import { useMyTaxYear } from '../api/queries';

type StaffRole = Extract<Role, 'Admin' | 'HR'>;
const TAX_MONTHS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3];

/** Admin and HR: the tax register of a month or the whole tax year, on screen and as CSV/XLSX (issue 44). */
export function TaxRegisterSection({ role }: { role: StaffRole }) {
  const mine = useMyTaxYear();
  const year = mine.data?.year;
  const [month, setMonth] = useState<number | undefined>(undefined);
  const query = useTaxRegister(role, year, month);
  const register = query.data;
  const state = renderListState({
    query,
    loading: 'Loading the tax register',
    empty: 'No finalised payslip in this period yet.',
    isEmpty: register?.rows.length === 0,
    icon: FileSpreadsheet,
  });
  return (
    <SectionCard
      title="Tax register"
      description="Who was paid what and the tax deducted, under which regime, for the accountant."
    >
      <div className="grid gap-4">
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1">
            <Label htmlFor="register-month">Period of {mine.data?.label ?? 'this tax year'}</Label>
            <NativeSelect
              id="register-month"
              value={month ?? ''}
              onChange={(e) => setMonth(e.target.value ? Number(e.target.value) : undefined)}
            >
              <option value="">The whole tax year</option>
              {TAX_MONTHS.map((m) => (
                <option key={m} value={m}>
                  {MONTH_NAMES[m - 1]}
                </option>
              ))}
            </NativeSelect>
          </div>
          {year !== undefined
            ? (['csv', 'xlsx'] as const).map((format) => (
                <Button
                  key={format}
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    void downloadTaxRegister(role, year, month, format).catch((error: Error) =>
                      toast.error(error.message),
                    )
                  }
                >
                  Register {format.toUpperCase()}
                </Button>
              ))
            : null}
        </div>
        {state ??
          (register ? (
            <Table aria-label={`Tax register, ${register.period}`}>
              <TableHeader>
                <TableRow>
                  <TableHead>Employee</TableHead>
                  <TableHead>Regime</TableHead>
                  <TableHead className="text-right">Gross</TableHead>
                  <TableHead className="text-right">TDS</TableHead>
                  <TableHead className="text-right">Exemptions to date</TableHead>
                  <TableHead className="text-right">Taxable to date</TableHead>
                  <TableHead className="text-right">Tax to date</TableHead>
                  <TableHead className="text-right">TDS to date</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {register.rows.map((row) => (
                  <TableRow key={row.employeeId} data-testid="register-row">
                    <TableCell>
                      {row.name} <span className="text-xs text-muted-foreground">{row.employeeId}</span>
                    </TableCell>
                    <TableCell>{row.regime}</TableCell>
                    <TableCell className="text-right">{formatRupees(row.gross)}</TableCell>
                    <TableCell className="text-right">{formatRupees(row.tds)}</TableCell>
                    <TableCell className="text-right">{formatRupees(row.exemptions)}</TableCell>
                    <TableCell className="text-right">{formatRupees(row.taxable)}</TableCell>
                    <TableCell className="text-right">{formatRupees(row.tax)}</TableCell>
                    <TableCell className="text-right">{formatRupees(row.tdsToDate)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          ) : null)}
      </div>
    </SectionCard>
  );
}
