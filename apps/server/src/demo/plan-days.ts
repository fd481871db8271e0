import { addDays, datesBetween, type AttendanceStatus, type WorkCalendar } from '@hrms/shared';
import { clockTime } from './calendar.ts';
import { LEAVE_REASONS, REJECTION_REASONS } from './names.ts';
import type { PlannedPerson } from './plan-people.ts';
import type { Random } from './random.ts';

type LeaveType = 'Sick Leave' | 'Paid Leave' | 'Short Leave' | 'Half Day';
export interface PlannedLeave {
  person: number;
  type: LeaveType;
  startDate: string;
  endDate: string;
  reason: string;
  status: 'Pending' | 'Approved' | 'Rejected';
  rejectionReason: string | null;
  /** Index of the approver (an HR person, or an Admin for HR's own leave). */
  decidedBy: number | null;
}

export interface PlannedDay {
  person: number;
  date: string;
  status: AttendanceStatus;
  /** 'HH:MM' organisation wall time. */
  checkIn: string | null;
  checkOut: string | null;
  source: 'punch' | 'leave' | 'absentee-job' | 'manual';
}

export interface DayWindow {
  /** First day of the window (a month start). */
  from: string;
  /** The business date the data stands at. */
  today: string;
  /** 'HH:MM' of now, or null: no punches today (e.g. a bench that punches everyone itself). */
  nowTime: string | null;
  /** The work calendar over the window: no leave, punch or absence on a weekly off or a holiday. */
  calendar: WorkCalendar;
}

const LEAVE_TYPES: Array<[LeaveType, number]> = [
  ['Sick Leave', 0.35],
  ['Paid Leave', 0.3],
  ['Half Day', 0.2],
  ['Short Leave', 0.15],
];

function leaveType(random: Random): LeaveType {
  let x = random.next();
  for (const [type, p] of LEAVE_TYPES) if ((x -= p) < 0) return type;
  return 'Paid Leave';
}

/**
 * Two to four requests each a quarter of the window (a three-month window has one quarter, a year four),
 * between the window start and two weeks ahead, never overlapping.
 */
export function planLeaves(random: Random, people: PlannedPerson[], w: DayWindow): PlannedLeave[] {
  const hrs = people.flatMap((p, i) => (p.role === 'HR' ? [i] : []));
  const admins = people.flatMap((p, i) => (p.role === 'Admin' ? [i] : []));
  const span = (Date.parse(w.today) - Date.parse(w.from)) / 86_400_000 + 14;
  const quarters = Math.max(1, Math.round(span / 91));
  const leaves: PlannedLeave[] = [];
  people.forEach((person, index) => {
    const taken = new Set<string>();
    let requests = 0;
    for (let quarter = 0; quarter < quarters; quarter += 1) requests += random.int(2, 4);
    for (let n = requests; n > 0; n -= 1) {
      const type = leaveType(random);
      const start = addDays(w.from, random.int(0, span));
      if (start < person.joinedOn || !w.calendar.isWorking(start)) continue;
      const end = type === 'Sick Leave' ? addDays(start, random.int(0, 2)) : start;
      const days = datesBetween(start, end);
      if (days.some((d) => taken.has(d))) continue;
      days.forEach((d) => taken.add(d));
      const future = start > w.today;
      const x = random.next();
      const status = future
        ? x < 0.6
          ? 'Pending'
          : x < 0.9
            ? 'Approved'
            : 'Rejected'
        : x < 0.8
          ? 'Approved'
          : x < 0.95
            ? 'Rejected'
            : 'Pending';
      // Approvers never decide their own request: HR's leave goes to an Admin.
      const approvers = person.role === 'Employee' ? [...hrs, ...admins] : admins.filter((a) => a !== index);
      leaves.push({
        person: index,
        type,
        startDate: start,
        endDate: end,
        reason: random.pick(LEAVE_REASONS),
        status,
        rejectionReason: status === 'Rejected' ? random.pick(REJECTION_REASONS) : null,
        decidedBy: status === 'Pending' || approvers.length === 0 ? null : random.pick(approvers),
      });
    }
  });
  // An approver without anyone to decide for them keeps the request pending.
  return leaves.map((l) =>
    l.status !== 'Pending' && l.decidedBy === null ? { ...l, status: 'Pending', rejectionReason: null } : l,
  );
}

/**
 * One row per person per working day at most: approved leave days carry the leave type (future ones
 * too, as leave approval writes them), other past days are Present with punches or Absent, and today
 * (once 09:00 has passed) most people have punched in. Planned person by person as the rows are written
 * (10,000 people over a year are three million rows: held all at once, their objects made the garbage
 * collector a third of the demo's attendance step). Draw for draw the same as a list: consume it whole
 * before `random` plans anything else.
 */
export function* planAttendance(
  random: Random,
  people: PlannedPerson[],
  leaves: PlannedLeave[],
  w: DayWindow,
): Generator<PlannedDay, void, undefined> {
  const onLeave = new Map<string, LeaveType>();
  for (const l of leaves)
    if (l.status === 'Approved')
      for (const d of datesBetween(l.startDate, l.endDate))
        if (w.calendar.isWorking(d)) onLeave.set(`${l.person}|${d}`, l.type);
  const lastLeaveDay = leaves.reduce((max, l) => (l.endDate > max ? l.endDate : max), w.today);
  // The window's working days, found once (10,000 people over a year ask the calendar 3.6 million times).
  const workingDays = datesBetween(w.from, lastLeaveDay).filter((date) => w.calendar.isWorking(date));
  for (const [index, person] of people.entries()) {
    const start = person.joinedOn > w.from ? person.joinedOn : w.from;
    const absentRate = 0.02 + random.next() * 0.08;
    for (let i = firstOnOrAfter(workingDays, start); i < workingDays.length; i += 1) {
      const date = workingDays[i]!;
      const leave = onLeave.get(`${index}|${date}`);
      if (leave) {
        yield { person: index, date, status: leave, checkIn: null, checkOut: null, source: 'leave' };
      } else if (date < w.today) {
        yield random.chance(absentRate)
          ? { person: index, date, status: 'Absent', checkIn: null, checkOut: null, source: 'absentee-job' }
          : {
              person: index,
              date,
              status: 'Present',
              // About one punch in five after 10:15: late, but inside the 9-11 window.
              checkIn: clockTime(random.chance(0.2) ? random.int(615, 659) : random.int(540, 614)),
              checkOut: clockTime(random.int(1050, 1185)),
              source: 'punch',
            };
      } else if (date === w.today && w.nowTime && w.nowTime >= '09:00' && random.chance(0.75)) {
        const latest = Math.min(659, Number(w.nowTime.slice(0, 2)) * 60 + Number(w.nowTime.slice(3)));
        yield {
          person: index,
          date,
          status: 'Punched In',
          checkIn: clockTime(random.int(540, latest)),
          checkOut: null,
          source: 'punch',
        };
      }
    }
  }
}

/** The index of the first date on or after `day` in an ascending list (its length when none). */
function firstOnOrAfter(dates: readonly string[], day: string): number {
  let low = 0;
  let high = dates.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (dates[mid]! < day) low = mid + 1;
    else high = mid;
  }
  return low;
}
