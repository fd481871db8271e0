// Leave (issue 4): constants, messages and schemas, the application rules shared by server and browser,
// realtime payloads and the endpoint table (the zod contract loads on its own: ./contract.ts).
export * from './schemas.ts';
export * from './rules.ts';
export * from './events.ts';
export * from './endpoints.ts';
