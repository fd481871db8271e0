import type { PayrollRegister, RegisterRow } from '@hrms/shared';
import { Badge } from '../../../../components/ui/badge';
import { SubtotalsTables } from '../../../../components/structure-cut';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../../components/ui/table';
import { formatDateDMY, formatRupees } from '../../../../lib/format';

const amountOf = (lines: RegisterRow['earnings'], code: string) =>
  lines.find((line) => line.code === code)?.amount ?? 0;

/** The payroll register (issue 22): a row per person, a column per code, totals last; changes flagged. */
export function PayrollRegisterView({ register }: { register: PayrollRegister }) {
  const { codes, rows, totals } = register;
  const money = (value: number) => (
    <TableCell className="text-right tabular-nums">{formatRupees(value)}</TableCell>
  );
  return (
    <section aria-label={`Payroll register ${register.month}`} className="grid gap-3">
      <h3 className="text-base font-semibold">Payroll register: {register.month}</h3>
      {register.missingProfiles.length > 0 ? (
        <div role="alert" className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
          <p className="font-medium">Payroll profiles incomplete for a deduction that is on:</p>
          <ul className="list-disc pl-5">
            {register.missingProfiles.map((person) => (
              <li key={person.employeeId}>
                {person.employeeName}: {person.missing.join(', ')}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">No one to pay.</p>
      ) : (
        <Table aria-label="Payroll register" stack={false}>
          <TableHeader>
            <TableRow>
              <TableHead>Employee</TableHead>
              <TableHead>Paid Days</TableHead>
              <TableHead>LOP Days</TableHead>
              {codes.earnings.map((c) => (
                <TableHead key={`e-${c.code}`}>{c.name}</TableHead>
              ))}
              <TableHead>Gross</TableHead>
              {codes.deductions.map((c) => (
                <TableHead key={`d-${c.code}`}>{c.name}</TableHead>
              ))}
              <TableHead>Net Pay</TableHead>
              {codes.employerContributions.map((c) => (
                <TableHead key={`c-${c.code}`}>{c.name}</TableHead>
              ))}
              <TableHead>Change</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.employeeId} data-flagged={row.changes.length > 0 || undefined}>
                <TableCell>
                  {row.employeeName}
                  <span className="block text-xs text-muted-foreground">{row.employeeCode}</span>
                </TableCell>
                <TableCell>{row.paidDays}</TableCell>
                <TableCell>
                  {row.lopDays}
                  {row.notMarked ? (
                    <span className="block max-w-56 text-xs text-muted-foreground">
                      Not marked: {row.notMarked.map((d) => formatDateDMY(d).slice(0, 5)).join(', ')}. Mark
                      attendance or set the go-live date.
                    </span>
                  ) : null}
                  {row.paidBeforeGoLive ? (
                    <span className="block text-xs text-muted-foreground">
                      {row.paidBeforeGoLive} day(s) paid before go-live
                    </span>
                  ) : null}
                </TableCell>
                {codes.earnings.map((c) => (
                  <TableCell key={c.code} className="text-right tabular-nums">
                    {formatRupees(amountOf(row.earnings, c.code))}
                  </TableCell>
                ))}
                {money(row.gross)}
                {codes.deductions.map((c) => (
                  <TableCell key={c.code} className="text-right tabular-nums">
                    {formatRupees(amountOf(row.deductions, c.code))}
                  </TableCell>
                ))}
                {money(row.net)}
                {codes.employerContributions.map((c) => (
                  <TableCell key={c.code} className="text-right tabular-nums">
                    {formatRupees(amountOf(row.employerContributions, c.code))}
                  </TableCell>
                ))}
                <TableCell>
                  {row.changes.map((change) => (
                    <Badge key={change} variant="warning" className="mr-1">
                      {change}
                    </Badge>
                  ))}
                </TableCell>
              </TableRow>
            ))}
            <TableRow className="font-semibold">
              <TableCell>Total ({rows.length})</TableCell>
              <TableCell />
              <TableCell />
              {codes.earnings.map((c) => (
                <TableCell key={c.code} className="text-right tabular-nums">
                  {formatRupees(totals.byCode[c.code] ?? 0)}
                </TableCell>
              ))}
              {money(totals.gross)}
              {codes.deductions.map((c) => (
                <TableCell key={c.code} className="text-right tabular-nums">
                  {formatRupees(totals.byCode[c.code] ?? 0)}
                </TableCell>
              ))}
              {money(totals.net)}
              {codes.employerContributions.map((c) => (
                <TableCell key={c.code} className="text-right tabular-nums">
                  {formatRupees(totals.byCode[c.code] ?? 0)}
                </TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableBody>
        </Table>
      )}
      <SubtotalsTables
        subtotals={register.subtotals}
        columns={[
          { key: 'gross', header: 'Gross' },
          { key: 'totalDeductions', header: 'Deductions' },
          { key: 'net', header: 'Net Pay' },
        ]}
        format={formatRupees}
      />
    </section>
  );
}
