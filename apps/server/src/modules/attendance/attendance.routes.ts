import type { FastifyPluginAsync } from 'fastify';
import { TREND_MONTHS_DEFAULT } from '@hrms/shared';
import { ATTENDANCE_CONTRACT } from '@hrms/shared/attendance/contract';
import { aliasedArraySerializerCompiler } from '../../plugins/aliased-array-serializer.ts';
import { callerOf } from '../../plugins/auth.ts';
import { registerEndpoints } from '../../plugins/register-endpoints.ts';
import { sendSheetExport } from './attendance.export.ts';
import { presentSheetForClients } from './attendance.presenter.ts';
import type { AttendanceService } from './attendance.service.ts';
import type { PunchPlacesService } from './punch-places.service.ts';
import { correctionHandlers } from './corrections.routes.ts';
import type { CorrectionsService } from './corrections.service.ts';

/**
 * Attendance: paths, schemas and access in packages/shared/src/attendance/. Punches and own views are
 * served in the three personal areas (the path id must be the caller), all-user views and marking under
 * /admin and /hr; the sheet, its export and the trends are the Admin's.
 */
export const attendanceRoutes: FastifyPluginAsync<{
  attendance: AttendanceService;
  punchPlaces: PunchPlacesService;
  corrections: CorrectionsService;
}> = async (app, { attendance, punchPlaces, corrections }) =>
  registerEndpoints(
    app,
    'attendance',
    ATTENDANCE_CONTRACT,
    {
      // request.ip reads X-Forwarded-For only when TRUST_PROXY is set (app.ts); the body is the position.
      punchIn: async (request) =>
        attendance.punchIn(callerOf(request), { ip: request.ip, position: request.body }),
      punchOut: async (request) => attendance.punchOut(callerOf(request)),
      listOwn: async (request) => attendance.ownRecords(callerOf(request).id, request.query),
      ownStats: async (request) => attendance.ownStats(callerOf(request).id, request.query.month),
      listAll: async (request) => attendance.lists.all(request.query),
      listToday: async (request) => attendance.lists.today(request.query),
      manualMark: async (request) => attendance.manualMark(callerOf(request), request.body),
      sheet: async (request) => presentSheetForClients(await attendance.lists.sheet(request.query)),
      sheetExport: async (request, reply) => sendSheetExport(attendance, request.query, reply),
      trends: async (request) => attendance.trends(request.query.months ?? TREND_MONTHS_DEFAULT),
      getPunchPlaces: async () => punchPlaces.settings(),
      putPunchPlaces: async (request) => punchPlaces.save(callerOf(request), request.body),
      punchRequirements: async () => punchPlaces.requirements(),
      ...correctionHandlers(corrections),
      getGoLive: async () => attendance.bulk.goLive(),
      putGoLive: async (request) => attendance.bulk.setGoLive(callerOf(request), request.body),
      bulkMark: async (request) => attendance.bulk.mark(callerOf(request), request.body),
      importAttendance: async (request) =>
        attendance.imports.run(callerOf(request), request.body.csv, request.body.dryRun),
    },
    // The sheet's rows go out once as JSON text, under `rows` and `sheet` (docs/decisions.md).
    {
      sheet: {
        serializerCompiler: aliasedArraySerializerCompiler({ status: '200', key: 'rows', alias: 'sheet' }),
      },
    },
  );
