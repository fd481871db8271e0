// Attendance: statuses and messages (constants.ts, zod-free), schemas, the daily state, trends,
// realtime payloads and the endpoint table (the zod contract loads on its own: ./contract.ts).
export * from './constants.ts';
export * from './schemas.ts';
export * from './list-query.ts';
export * from './state.ts';
export * from './punch-window.ts';
export * from './trends.ts';
export * from './corrections.ts';
export * from './events.ts';
export * from './endpoints.ts';
export * from './ip-ranges.ts';
export * from './punch-places.ts';
export * from './go-live.ts';
export * from './import.ts';
