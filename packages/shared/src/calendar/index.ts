// The calendar (issue 18): business dates, weekdays, month lengths, date ranges and the weekly days off.
// Pure, no zod: server, browser and the demo generator share it.
export * from './dates.ts';
export * from './weekly-off.ts';
export * from './work-calendar.ts';
