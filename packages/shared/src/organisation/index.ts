// Organisation profile and setup guide: the endpoint table and schemas (the zod contract loads on its own).
export * from './endpoints.ts';
export * from './schemas.ts';
