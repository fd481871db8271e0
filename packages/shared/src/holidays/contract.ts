import { ANY_ROLE } from '../http/access.ts';
import { defineContract } from '../http/contract.ts';
import { HOLIDAY_ENDPOINTS } from './endpoints.ts';
import { holidayListSchema, holidayYearQuerySchema } from './schemas.ts';

export const HOLIDAY_CONTRACT = defineContract(HOLIDAY_ENDPOINTS, {
  list: {
    summary: "A year's holidays, sorted by date (any signed-in user)",
    query: holidayYearQuerySchema,
    response: holidayListSchema,
    errors: [400, 401],
    access: { roles: ANY_ROLE },
  },
});
