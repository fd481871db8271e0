// attendance's public face: other modules, services.ts, app.ts, jobs/, demo/ and cli/ import only this file
// (docs/architecture.md, "Modules and their faces"; .dependency-cruiser.mjs checks it).
export { attendanceRoutes } from './attendance.routes.ts';
export { AttendanceService } from './attendance.service.ts';
export { CorrectionsService } from './corrections.service.ts';
export { PunchPlacesService } from './punch-places.service.ts';
export { DeviceAttendance, type DeviceDayWritten } from './attendance.device-days.ts';
export { onDutyDays } from './on-duty-days.ts';
/** The hand-over's live push reads and announces corrections through this (composed in services.ts). */
export { correctionsCoverQueue } from './corrections.approvals.ts';
