import { defineEndpoints } from '../http/endpoints.ts';

/** The organisation's holidays (issue 19); schemas and access in contract.ts. */
export const HOLIDAY_ENDPOINTS = defineEndpoints({
  list: { method: 'GET', path: '/holidays' },
});
