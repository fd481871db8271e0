// Browser-only variants of the request-body schemas, for the web's forms (react-hook-form + zodResolver).
// Each is derived from the body schema the server validates with; only the order of the messages and the
// rules that need the browser's "today" are added here (docs/decisions.md, "Forms").
export * from './leave.ts';
export * from './schedule.ts';
export * from './notifications.ts';
export * from './people.ts';
export * from './attendance.ts';
export * from './corrections.ts';
export * from './payroll.ts';
export * from './punch-places.ts';
