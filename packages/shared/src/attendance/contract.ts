import { z } from 'zod';
import { sheetExportQuerySchema } from '../exports.ts';
import { ADMIN_ONLY, ANY_ROLE } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { ATTENDANCE_ENDPOINTS } from './endpoints.ts';
import {
  allAttendanceQuerySchema,
  ownAttendanceQuerySchema,
  todayAttendanceQuerySchema,
  userAttendanceListOrPageSchema,
} from './list-query.ts';
import {
  attendanceListSchema,
  attendanceRecordSchema,
  attendanceSheetResponseSchema,
  manualMarkRequestSchema,
  monthQuerySchema,
  monthStatsSchema,
  sheetQuerySchema,
} from './schemas.ts';
import { punchInBodySchema, punchPlacesSchema, punchRequirementsSchema } from './punch-places.ts';
import { attendanceTrendsQuerySchema, attendanceTrendsSchema } from './trends.ts';
import { CORRECTIONS_CONTRACT } from './corrections.contract.ts';
import { bulkMarkRequestSchema, bulkMarkResultSchema, goLiveSchema } from './go-live.ts';
import { attendanceImportRequestSchema, attendanceImportResultSchema } from './import.ts';

const errors = [400, 401, 403] as const;
const writeErrors = [400, 401, 403, 404, 409, 422] as const;
const adminOnly = { roles: ADMIN_ONLY };

// Personal calls take the area's roles and own id; all-user views and marking are Admin's and HR's.
export const ATTENDANCE_CONTRACT = defineContract(ATTENDANCE_ENDPOINTS, {
  punchIn: {
    summary: 'Punch in (server time); the body (the position) only when office locations are set',
    body: punchInBodySchema,
    response: attendanceRecordSchema,
    errors: writeErrors,
  },
  punchOut: { summary: 'Punch out (server time)', response: attendanceRecordSchema, errors: writeErrors },
  listOwn: {
    summary:
      'Own attendance, newest first; ?from=&to= (YYYY-MM-DD) only those days (the clock card asks for today)',
    query: ownAttendanceQuerySchema,
    response: attendanceListSchema,
    errors,
  },
  ownStats: {
    summary: 'Own month stats (?month=YYYY-MM, default current)',
    query: monthQuerySchema,
    response: monthStatsSchema,
    errors,
  },
  listAll: {
    summary:
      'Everyone, one month (?month=YYYY-MM, default current) or ?from=&to=; filters q, status, role; ?limit=&cursor= answer one page (docs/paging.md)',
    query: allAttendanceQuerySchema,
    response: userAttendanceListOrPageSchema,
    errors,
  },
  listToday: {
    summary: 'Everyone, today; filters q, status, role; ?limit=&cursor= answer one page (docs/paging.md)',
    query: todayAttendanceQuerySchema,
    response: userAttendanceListOrPageSchema,
    errors,
  },
  manualMark: {
    summary: 'Set a status for a person and a date',
    body: manualMarkRequestSchema,
    response: attendanceRecordSchema,
    errors: writeErrors,
  },
  sheet: {
    summary:
      'Everyone x every date of a month; ?q= filters, ?limit=&cursor= answer a page of people (docs/paging.md)',
    query: sheetQuerySchema,
    response: attendanceSheetResponseSchema,
    errors,
    access: adminOnly,
  },
  sheetExport: {
    summary: 'Attendance sheet as CSV or XLSX (?format=csv|xlsx&month=YYYY-MM&search=)',
    query: sheetExportQuerySchema,
    response: z.any().describe('CSV (UTF-8 with BOM) or XLSX file'),
    errors,
    access: adminOnly,
  },
  trends: {
    summary: 'Present rate and leave days per month, last months up to today (?months=6)',
    query: attendanceTrendsQuerySchema,
    response: attendanceTrendsSchema,
    errors,
    access: adminOnly,
  },
  getPunchPlaces: {
    summary: 'Office networks and locations a punch-in may come from (Admin)',
    response: punchPlacesSchema,
    errors,
    access: adminOnly,
  },
  putPunchPlaces: {
    summary: 'Set the office networks (CIDR) and locations; empty lists switch the check off (Admin)',
    body: punchPlacesSchema,
    response: punchPlacesSchema,
    errors: writeErrors,
    access: adminOnly,
  },
  punchRequirements: {
    summary: 'Whether punch-in checks the network and needs a position (any signed-in user)',
    response: punchRequirementsSchema,
    errors,
    access: { roles: ANY_ROLE },
  },
  ...CORRECTIONS_CONTRACT,
  getGoLive: {
    summary: 'The organisation go-live date, or null (any signed-in user)',
    response: goLiveSchema,
    errors,
    access: { roles: ANY_ROLE },
  },
  putGoLive: {
    summary:
      'Set or clear the go-live date: working days before it without a row are paid as present (Admin)',
    body: goLiveSchema,
    response: goLiveSchema,
    errors,
    access: adminOnly,
  },
  bulkMark: {
    summary:
      'Mark a date range for everyone or the chosen people (weekly offs and holidays skipped; a locked month refuses all); dryRun previews',
    body: bulkMarkRequestSchema,
    response: bulkMarkResultSchema,
    errors: writeErrors,
  },
  importAttendance: {
    summary:
      'Import past attendance from CSV text (employee,date,status[,checkIn,checkOut]); dryRun (default) lists every row problem; applied only when there is none',
    body: attendanceImportRequestSchema,
    response: attendanceImportResultSchema,
    errors: writeErrors,
  },
});
