// Payroll runs (issue 22): register, lock, paid status and statutory files; the contract loads on its own.
export * from './schemas.ts';
export * from './events.ts';
export * from './endpoints.ts';
