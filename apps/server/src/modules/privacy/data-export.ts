import { orgDate, type PayrollProfile } from '@hrms/shared';
import { Readable } from 'node:stream';
import { setImmediate as giveWay } from 'node:timers/promises';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import { toCsv } from '../../lib/export/csv.ts';
import type { ExportTable } from '../../lib/export/table.ts';
import type { attendanceOf, documentsOf, findPerson, leaveOf, lettersOf } from './privacy.repository.ts';

type Person = NonNullable<Awaited<ReturnType<typeof findPerson>>>;
type AttendanceRow = Awaited<ReturnType<typeof attendanceOf>>[number];
type LeaveRow = Awaited<ReturnType<typeof leaveOf>>[number];
type DocumentRow = Awaited<ReturnType<typeof documentsOf>>[number];
type LetterRow = Awaited<ReturnType<typeof lettersOf>>[number];

/** Everything one person's ZIP holds (docs/privacy.md, "Your own data"). */
export interface DataExportInput {
  person: Person;
  timeZone: string;
  attendance: AttendanceRow[];
  leave: LeaveRow[];
  /** Every document on file (profile.json lists them); `read` gives its bytes when it may go in the ZIP. */
  documents: { row: DocumentRow; read: (() => Promise<Buffer | null>) | null }[];
  /** Letters issued to the person (profile.json lists them; each PDF goes in the ZIP as documents do). */
  letters: { row: LetterRow; read: () => Promise<Buffer | null> }[];
  /** Null when the caller may not see the person's pay (HR exporting someone else). */
  pay: {
    profile: PayrollProfile;
    salaries: ExportTable;
    slips: { month: string; read: () => Promise<Buffer | null> }[];
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

/** One entry of the ZIP: text made here is deflated; stored PDFs and images (already compressed) are stored. */
interface Entry {
  name: string;
  bytes: () => Promise<Uint8Array | null>;
  deflate: boolean;
}

function entriesOf(input: DataExportInput): Entry[] {
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
    letters: input.letters.map(({ row }) => ({
      title: row.title,
      kind: row.kind,
      issuedOn: row.issuedOn,
      file: letterFile(row),
    })),
    ...(pay ? { baseSalary: person.baseSalaryPaise / 100, payrollProfile: pay.profile } : {}),
  };
  const made = (name: string, make: () => Uint8Array): Entry => ({
    name,
    bytes: async () => make(),
    deflate: true,
  });
  const entries: Entry[] = [
    made('profile.json', () => strToU8(`${JSON.stringify(profile, null, 2)}\n`)),
    made('attendance.csv', () => toCsv(attendanceTable(input.attendance, timeZone))),
    made('leave.csv', () => toCsv(leaveTable(input.leave, timeZone))),
  ];
  if (pay) {
    entries.push(made('salary-records.csv', () => toCsv(pay.salaries)));
    for (const slip of pay.slips)
      entries.push({ name: `payslips/${safeName(slip.month)}.pdf`, bytes: slip.read, deflate: false });
  }
  for (const { row, read } of input.documents)
    if (read)
      entries.push({
        name: `documents/${row.docKey}-${safeName(row.originalName)}`,
        bytes: read,
        deflate: false,
      });
  for (const { row, read } of input.letters)
    entries.push({ name: letterFile(row), bytes: read, deflate: false });
  return entries;
}

/** A letter's place in the ZIP: unique by its id's start, named by the date and the stored file name. */
const letterFile = (row: LetterRow) =>
  `letters/${row.issuedOn}-${row.id.slice(0, 8)}-${safeName(row.fileName)}`;

/** Bytes handed to the ZIP at a time, with a turn of the event loop in between. */
const CHUNK_BYTES = 64 * 1024;
const MTIME = new Date('2000-01-01T00:00:00Z');

/**
 * The ZIP (profile.json, attendance.csv, leave.csv, salary-records.csv, payslips/*.pdf, documents/*, letters/*) as a
 * stream: files are read one at a time and fed to fflate's streaming Zip in 64 KB pieces, giving the event
 * loop a turn after each, and the answer is sent as it is made. So memory holds about one file, and other
 * requests (the health check) are answered while a large export runs (docs/privacy.md).
 */
export function streamDataExport(input: DataExportInput): Readable {
  return Readable.from(zipChunks(entriesOf(input)), { objectMode: false });
}

async function* zipChunks(entries: Entry[]): AsyncGenerator<Buffer> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  const take = () => {
    if (failure) throw failure;
    return Buffer.concat(ready.splice(0));
  };
  for (const entry of entries) {
    const bytes = await entry.bytes();
    if (!bytes) continue;
    const file = entry.deflate ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
    file.mtime = MTIME;
    zip.add(file);
    if (bytes.length === 0) file.push(new Uint8Array(0), true);
    for (let at = 0; at < bytes.length; at += CHUNK_BYTES) {
      file.push(bytes.subarray(at, at + CHUNK_BYTES), at + CHUNK_BYTES >= bytes.length);
      const chunk = take();
      if (chunk.length > 0) yield chunk;
      await giveWay();
    }
  }
  zip.end();
  const rest = take();
  if (rest.length > 0) yield rest;
}
