// Probation, onboarding and letters: kinds, messages, schemas and the endpoint table (the zod contract loads on its own: ./contract.ts).
export * from './messages.ts';
export * from './letter-defaults.ts';
export * from './probation.ts';
export * from './schemas.ts';
export * from './endpoints.ts';
