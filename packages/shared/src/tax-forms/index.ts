// Tax forms: messages, schemas and the endpoint table (the zod contract loads on its own: ./contract.ts).
export * from './messages.ts';
export * from './schemas.ts';
export * from './endpoints.ts';
export * from './part-a.ts';
