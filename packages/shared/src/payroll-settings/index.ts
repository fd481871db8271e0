// Payroll settings, profiles, revisions and the tax estimate (issue 21): schemas, messages and the
// endpoint table (the zod contract loads on its own: ./contract.ts).
export * from './schemas.ts';
export * from './tax-estimate.ts';
export * from './endpoints.ts';
export * from './structure.ts';
export * from './identity.ts';
