// The work calendar: schemas, messages, realtime payloads and the endpoint table (the zod contract loads on its own: ./contract.ts).
export * from './schemas.ts';
export * from './events.ts';
export * from './endpoints.ts';
