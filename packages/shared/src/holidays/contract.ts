import { ANY_ROLE, STAFF_ROLES } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { HOLIDAY_ENDPOINTS } from './endpoints.ts';
import {
  holidayBatchResultSchema,
  holidayBodySchema,
  holidayIdParamsSchema,
  holidayImportBodySchema,
  holidayListSchema,
  holidayNationalBodySchema,
  holidaySchema,
  holidayYearQuerySchema,
} from './schemas.ts';

const writeErrors = [400, 401, 403, 404, 409] as const;

export const HOLIDAY_CONTRACT = defineContract(HOLIDAY_ENDPOINTS, {
  list: {
    summary: "A year's holidays, sorted by date (any signed-in user)",
    query: holidayYearQuerySchema,
    response: holidayListSchema,
    errors: [400, 401, 403],
    access: { roles: ANY_ROLE },
  },
  create: {
    summary: 'Add a holiday (Admin, HR); one a date, never on a day whose attendance is recorded',
    body: holidayBodySchema,
    response: holidaySchema,
    errors: [400, 401, 403, 409],
    access: { roles: STAFF_ROLES },
  },
  importCsv: {
    summary:
      'Add holidays from CSV text, date,name,kind per line (Admin, HR): good rows are added, bad ones reported by line',
    body: holidayImportBodySchema,
    response: holidayBatchResultSchema,
    errors: [400, 401, 403],
    access: { roles: STAFF_ROLES },
  },
  addNational: {
    summary:
      "Add a year's national holidays: 26 January, 15 August, 2 October (Admin, HR); dates with a holiday are skipped",
    body: holidayNationalBodySchema,
    response: holidayBatchResultSchema,
    errors: [400, 401, 403],
    access: { roles: STAFF_ROLES },
  },
  update: {
    summary: 'Change a holiday (Admin, HR); it cannot move from or to a day whose attendance is recorded',
    params: holidayIdParamsSchema,
    body: holidayBodySchema,
    response: holidaySchema,
    errors: writeErrors,
    access: { roles: STAFF_ROLES },
  },
  remove: {
    summary:
      "Delete a holiday (Admin, HR), not once the day's attendance is recorded; answers the deleted holiday",
    params: holidayIdParamsSchema,
    response: holidaySchema,
    errors: writeErrors,
    access: { roles: STAFF_ROLES },
  },
});
