import type { MatrixRow } from './authorization-matrix.ts';

/** Rows of the authorisation matrix for the work calendar: holidays, the work week, shifts (issue 19). */
const P = { id: 'person' } as const;
const MATRIX_SHIFT = {
  start: '22:00',
  end: '06:00',
  punchInFrom: '21:00',
  punchInUntil: '23:00',
  graceMinutes: 5,
};

export const CALENDAR_ROWS: MatrixRow[] = [
  // holidays: everyone reads; Admin and HR change them (organisation-wide: no own or other)
  { method: 'GET', path: '/api/holidays', expect: '401 ok ok ok ok ok ok' },
  // the work calendar: everyone reads the work week and shifts; the Admin changes them
  { method: 'GET', path: '/api/settings/work-week', expect: '401 ok ok ok ok ok ok' },
  {
    method: 'PUT',
    path: '/api/settings/work-week',
    body: (c) => ({
      weeklyOff: [0],
      nthWeekOff: [{ weekday: 6, weeks: [2, 4] }],
      effectiveFrom: c.freeFutureDate,
    }),
    expect: '401 403 403 403 403 ok ok',
  },
  { method: 'GET', path: '/api/shifts', expect: '401 ok ok ok ok ok ok' },
  {
    method: 'POST',
    path: '/api/shifts',
    body: (c) => ({ ...MATRIX_SHIFT, name: `Shift ${c.unique}` }),
    expect: '401 403 403 403 403 ok ok',
  },
  {
    method: 'PUT',
    path: '/api/shifts/:id',
    params: { id: 'shift' },
    body: (c) => ({ ...MATRIX_SHIFT, name: `Shift ${c.unique}` }),
    expect: '401 403 403 403 403 ok ok',
  },
  { method: 'DELETE', path: '/api/shifts/:id', params: { id: 'shift' }, expect: '401 403 403 403 403 ok ok' },
  // a person's shift: the person themself, HR and Admin for anyone
  { method: 'GET', path: '/api/employees/:id/shift', params: P, expect: '401 ok 403 ok ok ok ok' },
  {
    method: 'PUT',
    path: '/api/employees/:id/shift',
    params: P,
    body: (c) => ({ shiftId: c.shiftId, from: c.freeFutureDate }),
    expect: '401 403 403 ok ok ok ok',
  },
  {
    method: 'POST',
    path: '/api/holidays',
    expect: '401 403 403 ok ok ok ok',
    body: (c) => ({ date: c.freeHolidayDate, name: `matrix ${c.unique}`, kind: 'public' }),
  },
  {
    method: 'POST',
    path: '/api/holidays/import',
    expect: '401 403 403 ok ok ok ok',
    body: (c) => ({ csv: `date,name,kind\n${c.freeHolidayDate},matrix ${c.unique},optional\n` }),
  },
  {
    method: 'POST',
    path: '/api/holidays/national',
    expect: '401 403 403 ok ok ok ok',
    body: () => ({ year: 2099 }),
  },
  {
    method: 'PUT',
    path: '/api/holidays/:id',
    params: { id: 'holiday' },
    expect: '401 403 403 ok ok ok ok',
    body: (c) => ({ date: c.freeHolidayDate, name: `matrix ${c.unique}`, kind: 'optional' }),
  },
  {
    method: 'DELETE',
    path: '/api/holidays/:id',
    params: { id: 'holiday' },
    expect: '401 403 403 ok ok ok ok',
  },
];
