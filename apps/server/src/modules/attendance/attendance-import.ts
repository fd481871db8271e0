import { ATTENDANCE_IMPORT_MAX_ROWS, formatEmployeeId, type AttendanceImportResult } from '@hrms/shared';
import type { Caller } from '../../plugins/access.ts';
import type { AttendanceDeps } from './attendance.service.ts';
import { parseImport, type ImportRow } from './attendance-import.parse.ts';
import { findExistingRows, findImportPeople, upsertImportedDays } from './bulk-mark.repository.ts';

type Changed = (userIds: string[], dates: string[]) => void;
interface Person {
  id: string;
  joinedOn: string;
}

/**
 * Import of past attendance (issue 40): every row is checked (person, date, calendar, joining, locks,
 * duplicates) and a file with any problem writes nothing; a clean file is written in one transaction
 * with one audit entry. The same rules as bulk marking: punches, leave and corrections are kept.
 */
export class AttendanceImports {
  constructor(
    private readonly deps: AttendanceDeps,
    private readonly changed: Changed,
  ) {}

  async run(caller: Caller, csv: string, dryRun: boolean): Promise<AttendanceImportResult> {
    const parsed = parseImport(csv, ATTENDANCE_IMPORT_MAX_ROWS);
    const errors = [...parsed.errors];
    const people = await this.people();
    const today = this.deps.orgTime.today();
    const ok: (ImportRow & { userId: string })[] = [];
    const seen = new Set<string>();
    for (const row of parsed.rows) {
      const person = people.get(row.employee.toLowerCase());
      const fail = (message: string) => errors.push({ line: row.line, message });
      if (!person) fail(`No person with the e-mail or employee id ${row.employee}.`);
      else if (row.date > today) fail('Attendance cannot be marked for a future date.');
      else if (row.date < person.joinedOn) fail('That day is before the person joined.');
      else if (seen.has(`${person.id}|${row.date}`)) fail('The same person and day appear twice.');
      else {
        seen.add(`${person.id}|${row.date}`);
        ok.push({ ...row, userId: person.id });
      }
    }
    const { kept, write } = await this.checkDays(ok, errors);
    errors.sort((a, b) => a.line - b.line);
    const result = { dryRun, rows: parsed.rows.length + parsed.errors.length, imported: 0, kept: 0, errors };
    if (errors.length > 0) return result;
    if (!dryRun && write.length > 0) await this.write(caller, write, kept);
    return { ...result, imported: write.length, kept };
  }

  private async people(): Promise<Map<string, Person>> {
    const byKey = new Map<string, Person>();
    for (const p of await findImportPeople(this.deps.db)) {
      byKey.set(p.email.toLowerCase(), p);
      byKey.set(formatEmployeeId(p.employeeNo).toLowerCase(), p);
    }
    return byKey;
  }

  /** Working days only, open months only; rows on a punch, leave or a correction are kept. */
  private async checkDays(
    rows: (ImportRow & { userId: string })[],
    errors: { line: number; message: string }[],
  ) {
    if (rows.length === 0) return { kept: 0, write: [] };
    const dates = rows.map((r) => r.date).sort();
    const [from, to] = [dates[0]!, dates[dates.length - 1]!];
    const calendar = await this.deps.workCalendar.calendarFor(from, to);
    const ids = [...new Set(rows.map((r) => r.userId))];
    const existing = new Map(
      (await findExistingRows(this.deps.db, ids, from, to)).map((r) => [
        `${r.userId}|${r.date}`,
        r.replaceable,
      ]),
    );
    const locked = new Map<string, string>();
    for (const id of ids) {
      const own = rows
        .filter((r) => r.userId === id)
        .map((r) => r.date)
        .sort();
      await this.deps.payrollLocks
        ?.assertOpen(id, own[0]!, own[own.length - 1]!)
        .catch((error: Error) => locked.set(id, error.message));
    }
    let kept = 0;
    const write: typeof rows = [];
    for (const row of rows) {
      if (locked.has(row.userId)) errors.push({ line: row.line, message: locked.get(row.userId)! });
      else if (!calendar.isWorking(row.date))
        errors.push({ line: row.line, message: 'That day is not a working day.' });
      else if (existing.get(`${row.userId}|${row.date}`) === false) kept += 1;
      else write.push(row);
    }
    return { kept, write };
  }

  private async write(caller: Caller, rows: (ImportRow & { userId: string })[], kept: number): Promise<void> {
    const ids = [...new Set(rows.map((r) => r.userId))];
    const dates = [...new Set(rows.map((r) => r.date))].sort();
    await this.deps.db.transaction(async (tx) => {
      for (const id of ids) {
        const own = rows
          .filter((r) => r.userId === id)
          .map((r) => r.date)
          .sort();
        await this.deps.payrollLocks?.assertOpen(id, own[0]!, own[own.length - 1]!, tx);
      }
      await upsertImportedDays(
        tx,
        rows.map((r) => ({
          user_id: r.userId,
          date: r.date,
          status: r.status,
          check_in: r.checkIn,
          check_out: r.checkOut,
        })),
        caller.id,
        this.deps.orgTime.timeZone,
      );
      await this.deps.audit.record(tx, {
        actor: caller,
        action: 'attendance.import',
        entityType: 'attendance',
        entityId: `import:${dates[0]}..${dates[dates.length - 1]}`,
        before: null,
        after: { rows: rows.length, people: ids.length, kept, from: dates[0], to: dates[dates.length - 1] },
      });
    });
    this.changed(ids, dates);
  }
}
