// The person (one name in shared, server and web: docs/people.md): schemas and messages, the employee
// list, accounts (passwords), realtime payloads and the endpoint table (the zod contract loads on its own).
export * from './schemas.ts';
export * from './employee-id.ts';
export * from './list.ts';
export * from './accounts.ts';
export * from './events.ts';
export * from './endpoints.ts';
