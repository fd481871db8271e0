import { orgDate, type PayrollProfile } from '@hrms/shared';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { toCsv } from '../../lib/export/csv.ts';
import type { ExportTable } from '../../lib/export/table.ts';
import type { attendanceOf, documentsOf, findPerson, leaveOf } from './privacy.repository.ts';

type Person = NonNullable<Awaited<ReturnType<typeof findPerson>>>;
type AttendanceRow = Awaited<ReturnType<typeof attendanceOf>>[number];
type LeaveRow = Awaited<ReturnType<typeof leaveOf>>[number];
type DocumentRow = Awaited<ReturnType<typeof documentsOf>>[number];

/** Everything one person's ZIP holds (docs/privacy.md, "Your own data"). */
export interface DataExportInput {
  person: Person;
  timeZone: string;
  attendance: AttendanceRow[];
  leave: LeaveRow[];
  documents: { row: DocumentRow; bytes: Buffer | null }[];
  /** Null when the caller may not see the person's pay (HR exporting someone else). */
  pay: {
    profile: PayrollProfile;
    salaries: ExportTable;
    slips: { month: string; bytes: Buffer }[];
  } | null;
}

const time = (at: Date | null, timeZone: string) =>
  at ? at.toLocaleTimeString('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hour12: false }) : '';

export function attendanceTable(rows: AttendanceRow[], timeZone: string): ExportTable {
  return {
    title: 'Attendance',
    columns: [
      { header: 'Date', kind: 'date' },
      { header: 'Status', kind: 'text' },
      { header: 'Check In', kind: 'text' },
      { header: 'Check Out', kind: 'text' },
      { header: 'Worked Minutes', kind: 'text' },
      { header: 'Late', kind: 'text' },
      { header: 'Source', kind: 'text' },
    ],
    rows: rows.map((row) => [
      row.date,
      row.status,
      time(row.checkIn, timeZone),
      time(row.checkOut, timeZone),
      row.workedMinutes === null ? '' : String(row.workedMinutes),
      row.late ? 'Yes' : 'No',
      row.source,
    ]),
  };
}

export function leaveTable(rows: LeaveRow[], timeZone: string): ExportTable {
  return {
    title: 'Leave',
    columns: [
      { header: 'Type', kind: 'text' },
      { header: 'From', kind: 'date' },
      { header: 'To', kind: 'date' },
      { header: 'Status', kind: 'text' },
      { header: 'Reason', kind: 'text' },
      { header: 'Rejection Reason', kind: 'text' },
      { header: 'Applied On', kind: 'date' },
    ],
    rows: rows.map((row) => [
      row.type,
      row.startDate,
      row.endDate,
      row.status,
      row.reason,
      row.rejectionReason ?? '',
      orgDate(row.createdAt, timeZone),
    ]),
  };
}

/** The salary history as the own-history download has it (payroll.export.ts): month, amount, status, date. */
export function salaryTable(
  rows: { month: string; amountPaise: number; status: string; generatedAt: Date }[],
  timeZone: string,
): ExportTable {
  return {
    title: 'Salary History',
    columns: [
      { header: 'Month', kind: 'text' },
      { header: 'Amount (₹)', kind: 'money' },
      { header: 'Status', kind: 'text' },
      { header: 'Date Punched', kind: 'date' },
    ],
    rows: rows.map((row) => [row.month, row.amountPaise, row.status, orgDate(row.generatedAt, timeZone)]),
  };
}

const safeName = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || 'file';

/** The ZIP: profile.json, attendance.csv, leave.csv, salary-records.csv, payslips/*.pdf, documents/*. */
export function buildDataExport(input: DataExportInput): Uint8Array {
  const { person, timeZone, pay } = input;
  const profile = {
    employeeId: person.id,
    employeeNo: person.employeeNo,
    name: person.name,
    email: person.email,
    personalEmail: person.personalEmail,
    role: person.role,
    joinedOn: person.joinedOn,
    createdAt: person.createdAt.toISOString(),
    documents: input.documents.map(({ row }) => ({
      document: row.docKey,
      originalName: row.originalName,
      uploadedAt: row.uploadedAt.toISOString(),
    })),
    ...(pay ? { baseSalary: person.baseSalaryPaise / 100, payrollProfile: pay.profile } : {}),
  };
  const files: Zippable = {
    'profile.json': strToU8(`${JSON.stringify(profile, null, 2)}\n`),
    'attendance.csv': toCsv(attendanceTable(input.attendance, timeZone)),
    'leave.csv': toCsv(leaveTable(input.leave, timeZone)),
  };
  if (pay) {
    files['salary-records.csv'] = toCsv(pay.salaries);
    for (const slip of pay.slips) files[`payslips/${safeName(slip.month)}.pdf`] = slip.bytes;
  }
  for (const { row, bytes } of input.documents)
    if (bytes) files[`documents/${row.docKey}-${safeName(row.originalName)}`] = bytes;
  return zipSync(files, { level: 6, mtime: new Date('2000-01-01T00:00:00Z') });
}
