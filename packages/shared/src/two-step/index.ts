// Two-step sign-in and sessions: schemas, messages and the endpoint table (the zod contract loads on its own: ./contract.ts).
export * from './schemas.ts';
export * from './endpoints.ts';
