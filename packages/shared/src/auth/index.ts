// Auth: the endpoint table (schemas in ../auth.ts and ../accounts.ts; the zod contract loads on its own: ./contract.ts).
export * from './endpoints.ts';
export * from './password-reset.ts';
