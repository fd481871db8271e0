import { defineEndpoints } from '../http/endpoints.ts';

/**
 * Attendance (spec section 7): everyone punches and reads their own days under their personal area
 * (`/employees/:id`, `/admin/:userId`, `/hr/:userId`); Admin and HR see everyone and mark days under
 * their prefix; the sheet, its export and the trends are the Admin's. Schemas and access in contract.ts.
 */
export const ATTENDANCE_ENDPOINTS = defineEndpoints({
  punchIn: { method: 'POST', path: '{area}/{own}/punch-in', areas: ['employees', 'admin', 'hr'] },
  punchOut: { method: 'POST', path: '{area}/{own}/punch-out', areas: ['employees', 'admin', 'hr'] },
  listOwn: { method: 'GET', path: '{area}/{own}/attendance', areas: ['employees', 'admin', 'hr'] },
  ownStats: { method: 'GET', path: '{area}/{own}/attendance/stats', areas: ['employees', 'admin', 'hr'] },
  listAll: { method: 'GET', path: '{area}/attendance/all', areas: ['admin', 'hr'] },
  listToday: { method: 'GET', path: '{area}/attendance/today', areas: ['admin', 'hr'] },
  manualMark: { method: 'PUT', path: '{area}/attendance/manual-mark', areas: ['admin', 'hr'] },
  sheet: { method: 'GET', path: '/admin/attendance-sheet' },
  sheetExport: { method: 'GET', path: '/admin/attendance-sheet/export' },
  trends: { method: 'GET', path: '/admin/attendance/trends' },
  // Where a punch-in may come from (issue 19): the Admin's settings, and what the clock card must send.
  getPunchPlaces: { method: 'GET', path: '/settings/punch-places' },
  putPunchPlaces: { method: 'PUT', path: '/settings/punch-places' },
  punchRequirements: { method: 'GET', path: '/settings/punch-places/requirements' },
  // Corrections (regularisation, issue 19): a person asks about one of their past days, staff decide.
  requestCorrection: { method: 'POST', path: '/attendance/corrections', status: 201 },
  listOwnCorrections: { method: 'GET', path: '/attendance/corrections/mine' },
  listCorrections: { method: 'GET', path: '/attendance/corrections' },
  approveCorrection: { method: 'PUT', path: '/attendance/corrections/:id/approve' },
  rejectCorrection: { method: 'PUT', path: '/attendance/corrections/:id/reject' },
  getCorrectionLimits: { method: 'GET', path: '/settings/attendance-corrections' },
  putCorrectionLimits: { method: 'PUT', path: '/settings/attendance-corrections' },
  // Issue 42: corrections waiting for the caller as the requester's manager (or delegate), and their decisions.
  pendingCorrectionsForMe: { method: 'GET', path: '/approvals/corrections' },
  approveCorrectionAsDecider: { method: 'PUT', path: '/approvals/corrections/:id/approve' },
  rejectCorrectionAsDecider: { method: 'PUT', path: '/approvals/corrections/:id/reject' },
  // Go-live and bulk marking (issue 40): days before go-live are paid as present; many days marked at once.
  getGoLive: { method: 'GET', path: '/settings/go-live' },
  putGoLive: { method: 'PUT', path: '/settings/go-live' },
  bulkMark: { method: 'POST', path: '{area}/attendance/bulk-mark', areas: ['admin', 'hr'] },
  importAttendance: { method: 'POST', path: '{area}/attendance/import', areas: ['admin', 'hr'] },
});
