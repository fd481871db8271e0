import crypto from 'node:crypto';
import { FREE_FUTURE_DATE, nextFreeHolidayDate } from './authorization-dates.ts';
import type { BodyContext, CallerKey, Ref } from './authorization-matrix.ts';
import type { Person, World } from './authorization-world.ts';

/* One request of the matrix: who calls, which of the seeded world's ids its path names, and its body's context. */

/** Who calls (null: no token) and whose things the request points at. */
export function castOf(world: World, caller: CallerKey): { caller: Person | null; target: Person } {
  switch (caller) {
    case 'anon':
      return { caller: null, target: world.employeeA };
    case 'empSelf':
      return { caller: world.employeeA, target: world.employeeA };
    case 'empOther':
      return { caller: world.employeeA, target: world.employeeB };
    case 'hrSelf':
      return { caller: world.hr, target: world.hr };
    case 'hrOther':
      return { caller: world.hr, target: world.employeeB };
    case 'admSelf':
      return { caller: world.admin, target: world.admin };
    case 'admOther':
      return { caller: world.admin, target: world.employeeB };
  }
}

export function resolveRef(ref: Ref, caller: Person | null, target: Person): string {
  switch (ref) {
    case 'person':
      return target.user.id;
    case 'caller':
      return (caller ?? target).user.id;
    case 'leave':
      return target.leaveId;
    case 'event':
      return target.eventId;
    case 'task':
      return target.taskId;
    case 'notification':
      return target.notificationId;
    case 'fileToken':
      return target.fileToken;
    case 'shift':
      return target.shiftId;
    case 'holiday':
      return target.holidayId;
    case 'correction':
      return target.correctionId;
    case 'leaveType':
      return 'Paid Leave';
    case 'leaveTypeCode':
      return 'PL';
    case 'runPeriod':
      return '2026-09';
    case 'letterKind':
      return 'relieving';
    case 'importKind':
      return 'people';
    case 'department':
    case 'designation':
    case 'location':
      return target.orgUnits[ref];
    case 'taxLine':
      return '00000000-0000-4000-8000-000000000044';
    case 'taxYear':
      return '2026';
    case 'device':
      return '00000000-0000-4000-8000-000000000046';
    case 'deviceCommand':
      return '46046046';
  }
}

export function bodyContextOf(world: World, caller: Person | null, target: Person): BodyContext {
  return {
    personId: target.user.id,
    personEmail: target.user.email,
    callerId: (caller ?? target).user.id,
    callerEmail: (caller ?? target).user.email,
    today: world.today,
    freeFutureDate: FREE_FUTURE_DATE,
    unique: crypto.randomBytes(5).toString('hex'),
    shiftId: target.shiftId,
    freeHolidayDate: nextFreeHolidayDate(),
  };
}
