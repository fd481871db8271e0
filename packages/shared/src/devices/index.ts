// Biometric devices and phone push: the endpoint table and schemas (the zod contract loads on its own).
export * from './endpoints.ts';
export * from './schemas.ts';
export * from './review.ts';
export * from './commands.ts';
